import { CSP_REPORTS_PATH } from 'shared-lib/site-events';
import type { InlineHashes } from '../prerender/inlineHashes';
import { thirdPartySources, THIRD_PARTIES, type ThirdParty } from 'shared-lib/third-parties';
import { allowedRemoteOrigins, type SiteOrigins } from '../origins/siteOrigins';

export interface PolicyOptions {
  origins: SiteOrigins;
  thirdParties?: ThirdParty[];
  /**
   * What the pre-rendered pages carry inline, by hash (the pre-render's csp-hashes.json): the
   * shared slider's layout rules and the shell's starter script, hashed from the site's own code
   * (the document state and structured data are data blocks, not scripts). Each is allowed by
   * its hash, never wholesale; style attributes not at all.
   */
  inlineHashes?: InlineHashes;
  /** Whether browsers must load every address over https (off on loopback http). */
  upgradeInsecureRequests?: boolean;
}

const unique = (sources: string[]) => [...new Set(sources)];

/** Where browsers report a violation: the site events service on the shell's origin (decision 322). */
export const cspReportsUrl = (origins: SiteOrigins) => `${origins.shell}${CSP_REPORTS_PATH}`;

/**
 * The directive that sends violations to the site events service at once: `report-uri`, which
 * every browser delivers. Not `report-to`: a policy naming a Reporting API group makes Chromium
 * ignore `report-uri`, and its Reporting API delivered no report here in minutes (decision 322).
 */
export const cspReporting = (origins: SiteOrigins): Record<string, string[]> => ({
  'report-uri': [cspReportsUrl(origins)],
});

const quote = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);

/**
 * The site's Content-Security-Policy: nothing by default; scripts, styles, fonts and images from
 * the shell's and the remotes' origins only (plus the third parties that need each); no
 * `unsafe-eval` and no `unsafe-inline` anywhere: inline styles and scripts are allowed by their
 * hashes only; the site never framed; forms post to the site only (decision 160).
 */
export function contentSecurityPolicyDirectives({
  origins,
  thirdParties = THIRD_PARTIES,
  inlineHashes = { styleElements: [], scripts: [] },
  upgradeInsecureRequests = false,
}: PolicyOptions): Record<string, string[]> {
  const site = ["'self'", ...allowedRemoteOrigins(origins)];
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'script-src': unique([
      ...site,
      ...quote(inlineHashes.scripts),
      ...thirdPartySources('script-src', thirdParties),
    ]),
    'style-src': site,
    'style-src-elem': [...site, ...quote(inlineHashes.styleElements)],
    'style-src-attr': ["'none'"],
    'font-src': site,
    'img-src': unique([...site, 'data:', ...thirdPartySources('img-src', thirdParties)]),
    'connect-src': unique([...site, ...thirdPartySources('connect-src', thirdParties)]),
    'frame-src': unique(thirdPartySources('frame-src', thirdParties)),
    'manifest-src': ["'self'"],
    // The service worker (decision 331), from the shell's origin only.
    'worker-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...cspReporting(origins),
  };
  if (upgradeInsecureRequests) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export const serializePolicy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export const contentSecurityPolicy = (options: PolicyOptions): string =>
  serializePolicy(contentSecurityPolicyDirectives(options));

/** Features no page of the site uses: no frame or script of any origin may ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, every subdomain: the value browsers' preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The security headers of every response of every origin of the site (HTML, scripts, data and
 * errors alike): a policy on a script or JSON response costs nothing and a header missing from
 * one kind of response is how a scanner finds a hole.
 */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
