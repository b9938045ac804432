import { allowedRemoteOrigins } from '../origins/siteOrigins';
import { securityHeaders, serializePolicy, type PolicyOptions } from './securityHeaders';

/** The Git host the editor commits through in production (Decap's GitHub backend). */
export const GIT_BACKEND = {
  api: 'https://api.github.com',
  /** Where editors' avatars come from, shown in the editor's header. */
  avatars: 'https://avatars.githubusercontent.com',
};

/**
 * Where the editor's backend answers: the local backend's origin (`npm start`), the editor's own
 * origin behind its sign-in (`'site'`, production, decision 401), or the Git host's API
 * (`'github'`, the alternative: Decap's GitHub backend).
 */
export type AdminBackend = string | 'site' | 'github';

export interface AdminPolicyOptions extends PolicyOptions {
  backend: AdminBackend;
}

/**
 * The editor's Content-Security-Policy (decision 306): its own scripts and the remotes' (whose
 * page modules draw the previews), calls to its backend only, never framed. Measured in Chromium
 * with the editor's end-to-end tests: Decap styles its interface with inline style elements
 * (emotion) and attributes, and shows the pictures it reads as data: and blob: addresses.
 */
export function adminContentSecurityPolicyDirectives({
  origins,
  backend,
}: AdminPolicyOptions): Record<string, string[]> {
  const site = ["'self'", ...allowedRemoteOrigins(origins)];
  const git = backend === 'github';
  return {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    // Decap validates its configuration with ajv, which compiles the schema into a function at
    // run time (`new Function`): without 'unsafe-eval' the editor does not start.
    'script-src': [...site, "'unsafe-eval'"],
    'style-src': [...site, "'unsafe-inline'"],
    'img-src': ["'self'", 'blob:', ...(git ? [GIT_BACKEND.avatars] : [])],
    'font-src': ["'self'"],
    // An uploaded picture is read back from its blob: address to be sent to the backend.
    'connect-src': [
      "'self'",
      'blob:',
      ...(git ? [GIT_BACKEND.api] : backend === 'site' ? [] : [backend]),
    ],
    'frame-src': ["'none'"],
    'manifest-src': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

export const adminContentSecurityPolicy = (options: AdminPolicyOptions): string =>
  serializePolicy(adminContentSecurityPolicyDirectives(options));

/** The editor's headers: the site's security headers, with the editor's own policy. */
export const adminSecurityHeaders = (options: AdminPolicyOptions): Record<string, string> => ({
  ...securityHeaders(options),
  'Content-Security-Policy': adminContentSecurityPolicy(options),
});

/** Where the operations dashboard is, on the origin that serves the editor (decision 329). */
export const OPS_DASHBOARD_PATH = '/admin/ops/';

/**
 * The operations dashboard's Content-Security-Policy, stricter than the editor's: its own
 * script and stylesheet (chart.js draws on a canvas, styled through the DOM, never inline), its
 * figures from its own origin (`/admin/ops/api/`), nothing else.
 */
export const opsDashboardPolicy = (): string =>
  serializePolicy({
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  });

/** The dashboard's headers: the site's security headers, with the dashboard's own policy. */
export const opsDashboardSecurityHeaders = (options: PolicyOptions): Record<string, string> => ({
  ...securityHeaders(options),
  'Content-Security-Policy': opsDashboardPolicy(),
});

/**
 * The sign-in page's headers (deploy/accounts/signInPage.ts): a form and the site's stylesheets,
 * no script at all; its form posts to its own origin only; never framed.
 */
export const signInSecurityHeaders = (options: PolicyOptions): Record<string, string> => ({
  ...securityHeaders(options),
  'Content-Security-Policy': serializePolicy({
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'img-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }),
});
