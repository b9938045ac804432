import { cohortsConf } from './cohortsConf';

describe('cohortsConf', () => {
  it('serves `current` and sets no cookie without a canary', () => {
    const conf = cohortsConf(null);
    expect(conf).toContain('map $host $site_cohort_link {\n  default current;\n}');
    expect(conf).not.toContain('split_clients');
  });

  it('splits first visits by a random request id, then keeps them by their cookie', () => {
    const conf = cohortsConf(20);
    expect(conf).toContain(
      'split_clients "$request_id" $site_new_cohort {\n  20% canary;\n  * stable;\n}',
    );
    expect(conf).toContain('map $cookie_site_cohort $site_cohort {\n  canary canary;');
    expect(conf).toContain(
      'default "site_cohort=$site_new_cohort; Path=/; Max-Age=43200; SameSite=Lax; HttpOnly";',
    );
  });
});
