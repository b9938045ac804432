import { cohortCookie, cohortOfCookie, drawCohort } from './cohorts';

describe('cohorts', () => {
  it('reads the cohort a cookie names, and nothing else', () => {
    expect(cohortOfCookie('a=1; site_cohort=canary; b=2')).toBe('canary');
    expect(cohortOfCookie('site_cohort=stable')).toBe('stable');
    expect(cohortOfCookie('site_cohort=42')).toBeNull();
    expect(cohortOfCookie(undefined)).toBeNull();
  });

  it('writes a cookie with the cohort name only: the same for everyone in it', () => {
    expect(cohortCookie('canary')).toBe(
      'site_cohort=canary; Path=/; Max-Age=43200; SameSite=Lax; HttpOnly',
    );
  });

  it('places about the share asked for in the canary', () => {
    let seed = 1;
    // A fixed sequence spread evenly over [0, 1), so the share is exact.
    const random = () => (seed = (seed * 7919) % 1000) / 1000;
    const draws = Array.from({ length: 1000 }, () => drawCohort(20, random));
    expect(draws.filter((cohort) => cohort === 'canary').length).toBeGreaterThan(150);
    expect(draws.filter((cohort) => cohort === 'canary').length).toBeLessThan(250);
    expect(drawCohort(20, () => 0.199)).toBe('canary');
    expect(drawCohort(20, () => 0.2)).toBe('stable');
  });
});
