import { expect } from '@playwright/test';
import { REMOTE_ORIGINS } from '../../support/site';

/** The sources of each directive of a Content-Security-Policy header. */
export function policyDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/**
 * What every response of every origin of the site carries (decision 160): a policy that allows only
 * the site's origins and its third parties, with nothing inline or evaluated in scripts, the site
 * never framed; HSTS, nosniff, the referrer and permissions policies and the opener policy.
 */
export function expectSecurityHeaders(label: string, headers: Record<string, string>): void {
  const policy = headers['content-security-policy'];
  expect(policy, `${label}: Content-Security-Policy`).toBeTruthy();
  const directives = policyDirectives(policy!);
  expect(directives.get('default-src'), `${label}: default-src`).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  const scripts = directives.get('script-src') ?? [];
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  // The site's own origins and nothing else over http; every third party over https.
  const siteOrigins = ["'self'", ...Object.values(REMOTE_ORIGINS)];
  expect(
    scripts.filter((source) => !source.startsWith('https://') && !/^'sha/.test(source)),
  ).toEqual(siteOrigins);
  for (const [name, sources] of directives)
    for (const source of sources)
      expect(
        source === '*' || /^(https?:|wss?:)$/.test(source) || source.includes("'unsafe-eval'"),
        `${label}: ${name} ${source}`,
      ).toBe(false);
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  expect(Number(hsts?.[1] ?? 0), `${label}: HSTS max-age`).toBeGreaterThanOrEqual(15_768_000);
  expect(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe(
    'strict-origin-when-cross-origin',
  );
  expect(headers['permissions-policy'], `${label}: Permissions-Policy`).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin');
}
