import { REMOTE_APPS } from 'shared-lib/apps';
import { gradeOf, observatoryScore } from './observatoryScore';
import { securityHeaders } from './securityHeaders';
import type { SiteOrigins } from '../origins/siteOrigins';

/** The site as production names it: www. for the pages, a host per remote (whats-on., ...). */
const production: SiteOrigins = {
  shell: 'https://www.canberraoutletcentre.com.au',
  remotes: Object.fromEntries(
    REMOTE_APPS.map((app) => [
      app.name,
      `https://${app.workspace.replace(/^mf-/, '')}.canberraoutletcentre.com.au`,
    ]),
  ) as SiteOrigins['remotes'],
};

describe('observatoryScore', () => {
  it("scores the site's headers A+ with the default-src 'none' and frame-ancestors bonuses", () => {
    const result = observatoryScore(securityHeaders({ origins: production }));
    expect(result.tests.filter((test) => test.modifier < 0)).toEqual([]);
    expect(result.score).toBe(120);
    expect(result.grade).toBe('A+');
  });

  it('fails a response without headers', () => {
    const result = observatoryScore({});
    expect(result.score).toBe(30);
    expect(result.grade).toBe('D');
  });

  it('costs inline scripts, eval and http sources', () => {
    const score = (policy: string) =>
      observatoryScore({ 'Content-Security-Policy': policy }).tests[0]!.result;
    expect(score("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(score("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe(
      'csp-implemented-with-unsafe-eval',
    );
    expect(score("default-src 'none'; script-src http://example.com")).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    expect(score("default-src 'none'; style-src 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
  });

  it('gives no extra credit below 90', () => {
    const result = observatoryScore({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
    });
    // 100 - 20 (no HSTS) - 5 (no nosniff) = 75: the 20 bonus points are not added.
    expect(result.score).toBe(75);
    expect(gradeOf(75)).toBe('B');
  });
});
