/**
 * An offline score of a response's security headers after Mozilla's HTTP Observatory (its
 * published scoring: start at 100, modifiers per test, bonuses only from 90 up, grades A+ to F).
 * Only the tests that read headers are scored: the redirection to https, cookies and
 * subresource integrity need a live https deployment or the page's markup.
 */
export interface ScoredTest {
  name: string;
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: ScoredTest[];
}

export interface ScoreOptions {
  /**
   * Origins to count as https: the site's own loopback origins, which are https in production
   * (an http source in the policy otherwise costs 20 points, as it should on the internet).
   */
  secureOrigins?: string[];
}

type Headers = Record<string, string | undefined>;

const header = (headers: Headers, name: string) =>
  Object.entries(headers)
    .find(([key]) => key.toLowerCase() === name)?.[1]
    ?.trim();

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const ACTIVE = ['script-src', 'object-src'];
const PASSIVE = ['img-src', 'media-src'];

function sourcesOf(directives: Map<string, string[]>, name: string): string[] {
  return directives.get(name) ?? directives.get('default-src') ?? [];
}

function contentSecurityPolicy(headers: Headers, options: ScoreOptions): ScoredTest {
  const name = 'content-security-policy';
  const policy = header(headers, 'content-security-policy');
  if (!policy) return { name, result: 'csp-not-implemented', modifier: -25 };
  const directives = parsePolicy(policy);
  if (directives.size === 0) return { name, result: 'csp-header-invalid', modifier: -25 };
  const insecure = (source: string) =>
    !(options.secureOrigins ?? []).includes(source) &&
    (/^http:/i.test(source) || source === '*' || source === 'http:');
  const scripts = sourcesOf(directives, 'script-src');
  const styles = sourcesOf(directives, 'style-src');
  if (scripts.includes("'unsafe-inline'") && !scripts.some((s) => /^'(nonce|sha\d+)-/.test(s)))
    return { name, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (ACTIVE.some((directive) => sourcesOf(directives, directive).some(insecure)))
    return { name, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts.includes("'unsafe-eval'"))
    return { name, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (PASSIVE.some((directive) => sourcesOf(directives, directive).some(insecure)))
    return {
      name,
      result: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
      modifier: -10,
    };
  if (styles.includes("'unsafe-inline'"))
    return { name, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (directives.get('default-src')?.join(' ') === "'none'")
    return { name, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { name, result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

function strictTransportSecurity(headers: Headers): ScoredTest {
  const name = 'strict-transport-security';
  const value = header(headers, 'strict-transport-security');
  if (!value) return { name, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) return { name, result: 'hsts-header-invalid', modifier: -20 };
  if (Number(maxAge[1]) < 15_768_000)
    return { name, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { name, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function xContentTypeOptions(headers: Headers): ScoredTest {
  const name = 'x-content-type-options';
  const value = header(headers, 'x-content-type-options');
  if (!value) return { name, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.toLowerCase() === 'nosniff'
    ? { name, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { name, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xFrameOptions(headers: Headers): ScoredTest {
  const name = 'x-frame-options';
  const policy = parsePolicy(header(headers, 'content-security-policy') ?? '');
  if (policy.has('frame-ancestors'))
    return { name, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = header(headers, 'x-frame-options')?.toUpperCase();
  if (!value) return { name, result: 'x-frame-options-not-implemented', modifier: -20 };
  return value === 'DENY' || value === 'SAMEORIGIN'
    ? { name, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { name, result: 'x-frame-options-header-invalid', modifier: -20 };
}

const PRIVATE_REFERRERS = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function referrerPolicy(headers: Headers): ScoredTest {
  const name = 'referrer-policy';
  const value = header(headers, 'referrer-policy');
  if (!value) return { name, result: 'referrer-policy-not-implemented', modifier: 0 };
  const last = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .at(-1)!;
  if (PRIVATE_REFERRERS.includes(last))
    return { name, result: 'referrer-policy-private', modifier: 5 };
  if (last === 'no-referrer-when-downgrade')
    return { name, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  return { name, result: 'referrer-policy-unsafe', modifier: -5 };
}

function crossOriginResourceSharing(headers: Headers): ScoredTest {
  const name = 'cross-origin-resource-sharing';
  const origin = header(headers, 'access-control-allow-origin');
  if (!origin)
    return { name, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  const credentials = header(headers, 'access-control-allow-credentials') === 'true';
  return origin === '*' && credentials
    ? {
        name,
        result: 'cross-origin-resource-sharing-implemented-with-universal-access',
        modifier: -50,
      }
    : {
        name,
        result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
        modifier: 0,
      };
}

function cookies(headers: Headers): ScoredTest {
  return header(headers, 'set-cookie')
    ? { name: 'cookies', result: 'cookies-set-not-checked-offline', modifier: 0 }
    : { name: 'cookies', result: 'cookies-not-found', modifier: 0 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

export const gradeOf = (score: number): string =>
  GRADES.find(([least]) => score >= least)?.[1] ?? 'F';

export function observatoryScore(headers: Headers, options: ScoreOptions = {}): ObservatoryScore {
  const tests = [
    contentSecurityPolicy(headers, options),
    cookies(headers),
    crossOriginResourceSharing(headers),
    referrerPolicy(headers),
    strictTransportSecurity(headers),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
  ];
  const penalties = tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(0, test.modifier), 0);
  const base = 100 + penalties;
  // As the Observatory does: extra credit only for a site that already scores at least 90.
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  return { score, grade: gradeOf(score), tests };
}
