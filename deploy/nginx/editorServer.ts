import path from 'node:path';
import { CURRENT_LINK } from '../generations/siteState';
import {
  adminSecurityHeaders,
  OPS_DASHBOARD_PATH,
  opsDashboardSecurityHeaders,
  signInSecurityHeaders,
} from './adminPolicy';
import type { ListenAddress } from '../config/settingValues';
import { quoted } from './quoted';
import { listenOf } from './listenOf';
import type { PolicyOptions } from './securityHeaders';

export interface EditorServer {
  /** Its origin, `https://editor.{the site's host}` (deploy/origins/siteOrigins.ts). */
  origin: string;
  /** Where nginx listens for it. */
  listen: ListenAddress;
  /**
   * host:port of the editor's backend (deploy/accounts, decision 401): the sign-in, the session
   * every `/admin/` address needs, the saves and the release console; null: Decap's GitHub
   * backend instead (ADMIN_BACKEND=github), which signs in at GitHub.
   */
  backend: string | null;
}

const headerLines = (headers: Record<string, string>, indent: string) =>
  Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );

/** How nginx passes a request on to the editor's backend: the visitor's address and host. */
const toBackend = (backend: string) => [
  `      proxy_pass http://${backend};`,
  '      proxy_http_version 1.1;',
  '      proxy_set_header Connection "";',
  '      proxy_set_header Host $http_host;',
  '      proxy_set_header X-Real-IP $remote_addr;',
  '      proxy_connect_timeout 5s;',
];

/**
 * With the site's backend: nothing under `/admin/` is served without a session (nginx asks the
 * backend, `auth_request`); without one, 401 with the sign-in page. `/admin/api/` is the backend
 * itself, which checks the session and the role of every request.
 */
function signedInLocations(backend: string, site: { policy: PolicyOptions }): string[] {
  return [
    '    location ^~ /admin/ {',
    '      auth_request /auth/check;',
    '      error_page 401 /auth/sign-in;',
    '      error_page 403 /auth/forbidden;',
    '      error_page 404 @missing_file;',
    '      try_files $uri $uri/ =404;',
    '    }',
    '',
    '    location ^~ /admin/api/ {',
    '      client_max_body_size 26m;',
    '      proxy_read_timeout 120s;',
    ...toBackend(backend),
    '    }',
    '',
    '    # Who is signed in, and whether their role opens the address asked (the release console).',
    '    location = /auth/check {',
    '      internal;',
    '      proxy_pass_request_body off;',
    '      proxy_set_header Content-Length "";',
    '      proxy_set_header X-Original-URI $request_uri;',
    ...toBackend(backend),
    '    }',
    '',
    '    # The sign-in page (a form, no script), its stylesheet and the sign-out.',
    '    location ^~ /auth/ {',
    '      client_max_body_size 8k;',
    ...headerLines(signInSecurityHeaders(site.policy), '      '),
    '      add_header Cache-Control "no-store" always;',
    '      proxy_hide_header Cache-Control;',
    '      proxy_hide_header X-Content-Type-Options;',
    '      proxy_set_header X-Original-URI $request_uri;',
    ...toBackend(backend),
    '    }',
  ];
}

/** What the editor's previews read from the served site: data, stylesheets, fonts, pictures. */
const PREVIEW_FILES = String.raw`\.(json|css|woff2|png|jpe?g|webp)$`;

/**
 * The editor's own server (`ADMIN_ENABLED=1`, decision 307): `/admin/` behind the sign-in of
 * its backend (decision 401) with the editor's headers (its own Content-Security-Policy: its own
 * origin's backend, or the Git backend's API), and, for its previews, the
 * served generation's data, stylesheets, fonts and pictures. Never a page of the shop nor a
 * script outside `/admin/`: nothing of the shop runs on the editor's origin, whose cookie (or
 * Git token) changes the site. The operations dashboard is beside it (`/admin/ops/`, decision
 * 329), behind the same sign-in, with a policy of its own, and its figures from the site events
 * service (`/admin/ops/api/`).
 */
export function editorServer(
  editor: EditorServer,
  site: { shellDist: string; stateDir: string; policy: PolicyOptions },
): string {
  // A longer prefix than /admin/ wins in nginx: the dashboard's locations ask for the session too.
  const signedIn = editor.backend
    ? [
        '      auth_request /auth/check;',
        '      error_page 401 /auth/sign-in;',
        '      error_page 403 /auth/forbidden;',
      ]
    : [];
  const headers = adminSecurityHeaders({
    ...site.policy,
    backend: editor.backend ? 'site' : 'github',
  });
  return [
    '  # The content editor on its own origin (ADMIN_ENABLED=1).',
    '  server {',
    `    listen ${listenOf(editor.listen)};`,
    `    server_name ${new URL(editor.origin).hostname};`,
    `    root ${site.shellDist};`,
    ...headerLines(headers, '    '),
    '    add_header Cache-Control $site_cache_control always;',
    '    error_page 404 @missing_file;',
    '    if ($site_hidden_pages_file) {',
    '      return 404;',
    '    }',
    '',
    '    location = / {',
    '      return 302 /admin/;',
    '    }',
    '',
    ...(editor.backend
      ? signedInLocations(editor.backend, site)
      : [
          '    location ^~ /admin/ {',
          '      error_page 404 @missing_file;',
          '      try_files $uri $uri/ =404;',
          '    }',
        ]),
    '',
    '    # The operations dashboard, with its own policy (a location with add_header of its own',
    "    # inherits none of the server's).",
    `    location ^~ ${OPS_DASHBOARD_PATH} {`,
    ...signedIn,
    ...headerLines(opsDashboardSecurityHeaders(site.policy), '      '),
    '      add_header Cache-Control $site_cache_control always;',
    '      error_page 404 @ops_missing_file;',
    '      try_files $uri $uri/ =404;',
    '    }',
    '',
    '    location @ops_missing_file {',
    ...headerLines(opsDashboardSecurityHeaders(site.policy), '      '),
    '      add_header Cache-Control $site_cache_control always;',
    '      types { }',
    '      default_type text/plain;',
    '      return 404 "Not found\\n";',
    '    }',
    '',
    "    # The dashboard's figures, from the site events service (on this machine).",
    `    location ^~ ${OPS_DASHBOARD_PATH}api/ {`,
    ...signedIn,
    ...headerLines(opsDashboardSecurityHeaders(site.policy), '      '),
    '      proxy_hide_header Cache-Control;',
    '      add_header Cache-Control no-store always;',
    '      proxy_pass http://site_events/ops/;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header X-Real-IP $remote_addr;',
    '      proxy_set_header X-Request-Id $request_id;',
    '      proxy_read_timeout 30s;',
    '    }',
    '',
    '    # The served site as the previews read it: the current generation first, then the build.',
    `    location ~ "${PREVIEW_FILES}" {`,
    `      root ${path.join(site.stateDir, CURRENT_LINK)};`,
    '      disable_symlinks on from=$document_root;',
    '      try_files $uri @build_file;',
    '    }',
    '',
    '    location @build_file {',
    '      error_page 404 @missing_file;',
    '      try_files $uri =404;',
    '    }',
    '',
    '    location / {',
    '      types { }',
    '      default_type text/plain;',
    '      return 404 "Not found\\n";',
    '    }',
    '',
    '    location @missing_file {',
    '      types { }',
    '      default_type text/plain;',
    '      return 404 "Not found\\n";',
    '    }',
    '  }',
  ].join('\n');
}
