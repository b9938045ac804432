import path from 'node:path';
import { CURRENT_LINK } from '../generations/siteState';
import { adminSecurityHeaders } from './adminPolicy';
import type { ListenAddress } from '../config/settingValues';
import { quoted } from './quoted';
import { listenOf } from './listenOf';
import type { PolicyOptions } from './securityHeaders';

export interface EditorServer {
  /** Its origin, `https://editor.{the site's host}` (deploy/origins/siteOrigins.ts). */
  origin: string;
  /** Where nginx listens for it. */
  listen: ListenAddress;
}

/** What the editor's previews read from the served site: data, stylesheets, fonts, pictures. */
const PREVIEW_FILES = String.raw`\.(json|css|woff2|png|jpe?g|webp)$`;

/**
 * The editor's own server (`ADMIN_ENABLED=1`, decision 307): `/admin/` with the editor's headers
 * (its own Content-Security-Policy, the Git backend's API only), and, for its previews, the
 * served generation's data, stylesheets, fonts and pictures. Never a page of the shop nor a
 * script outside `/admin/`: nothing of the shop runs on the origin where the editor keeps its
 * Git token.
 */
export function editorServer(
  editor: EditorServer,
  site: { shellDist: string; stateDir: string; policy: PolicyOptions },
): string {
  const headers = adminSecurityHeaders({ ...site.policy, localBackend: null });
  return [
    '  # The content editor on its own origin (ADMIN_ENABLED=1).',
    '  server {',
    `    listen ${listenOf(editor.listen)};`,
    `    server_name ${new URL(editor.origin).hostname};`,
    `    root ${site.shellDist};`,
    ...Object.entries(headers).map(
      ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
    ),
    '    add_header Cache-Control $site_cache_control always;',
    '',
    '    location = / {',
    '      return 302 /admin/;',
    '    }',
    '',
    '    location ^~ /admin/ {',
    '      error_page 404 @missing_file;',
    '      try_files $uri $uri/ =404;',
    '    }',
    '',
    '    # The served site as the previews read it: the current generation first, then the build.',
    `    location ~ "${PREVIEW_FILES}" {`,
    `      root ${path.join(site.stateDir, CURRENT_LINK)};`,
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
