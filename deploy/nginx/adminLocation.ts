import { quoted } from './quoted';
import { allowedRemoteOrigins } from '../origins/siteOrigins';
import {
  cspReporting,
  securityHeaders,
  serializePolicy,
  type PolicyOptions,
} from './securityHeaders';

/**
 * The editor's Content-Security-Policy: its own, not the pages'. Decap CMS styles its interface
 * inline (CSS-in-JS), shows pictures it reads as data: and blob: addresses, renders previews in
 * a frame of its own origin with the remotes' page modules (scripts and styles from the remotes'
 * origins), and talks to the Git host's API (GitHub) for the Git backend.
 */
export function adminContentSecurityPolicy({ origins }: PolicyOptions): string {
  const site = ["'self'", ...allowedRemoteOrigins(origins)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${site}`,
    `style-src ${site} 'unsafe-inline'`,
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    `font-src ${site} data:`,
    `connect-src ${site} https://api.github.com https://github.com`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    serializePolicy(cspReporting(origins)),
  ].join('; ');
}

/**
 * The shell server's `/admin/` location: a plain 404 unless the editor is enabled (docs/editing.md), then the editor's files with the site's security headers but the editor's own policy
 * (a location with an add_header of its own inherits none of the server's).
 */
export function adminLocation(enabled: boolean, policy: PolicyOptions): string {
  if (!enabled)
    return [
      '    # The editor (/admin/) is not served here: ADMIN_ENABLED=1 serves it (docs/editing.md).',
      '    location ^~ /admin/ {',
      '      types { }',
      '      default_type text/plain;',
      '      return 404 "Not found\\n";',
      '    }',
    ].join('\n');
  const headers = {
    ...securityHeaders(policy),
    'Content-Security-Policy': adminContentSecurityPolicy(policy),
    'Cache-Control': 'no-cache',
  };
  return [
    '    # The editor at /admin/ (ADMIN_ENABLED=1), with its own Content-Security-Policy.',
    '    location ^~ /admin/ {',
    ...Object.entries(headers).map(
      ([name, value]) => `      add_header ${name} ${quoted(value)} always;`,
    ),
    '      try_files $uri /admin/index.html;',
    '    }',
    '',
    "    # The operations dashboard's figures (/admin/ops/), from the site events service.",
    '    location ^~ /admin/ops/api/ {',
    '      proxy_pass http://site_events/ops/;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header X-Real-IP $remote_addr;',
    '      proxy_set_header X-Request-Id $request_id;',
    '      proxy_read_timeout 30s;',
    '    }',
  ].join('\n');
}
