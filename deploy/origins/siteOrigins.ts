import { EDITOR_ORIGIN, REMOTE_APPS, REMOTE_NAMES } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';

/**
 * Where each app of the site is served: the shell's origin (the pages) and each remote's. The
 * Content-Security-Policy allows exactly these, and the remotes manifest may only point at the
 * remotes' origins (decision 162).
 */
export interface SiteOrigins {
  shell: string;
  remotes: Record<RemoteName, string>;
}

/** The site on loopback, as `npm run serve` and `npm run serve:nginx` serve it. */
export function localSiteOrigins(shellPort: number, host = '127.0.0.1'): SiteOrigins {
  const origin = (port: number) => `http://${host}:${port}`;
  return {
    shell: origin(shellPort),
    remotes: Object.fromEntries(
      REMOTE_APPS.map((app) => [app.name, origin(shellPort + app.portOffset)]),
    ) as Record<RemoteName, string>,
  };
}

/**
 * The content editor's own origin where nginx serves it (decision 307), on loopback: no page of
 * the shop shares it, so none can read what the editor keeps (its Git token). In production a
 * host name of its own, `https://editor.{the site's host}`.
 */
export const localEditorOrigin = (shellPort: number, host = '127.0.0.1'): string =>
  `http://${host}:${shellPort + EDITOR_ORIGIN.portOffset}`;

/** The origins a remotes manifest entry may point at. */
export const allowedRemoteOrigins = (origins: SiteOrigins): string[] =>
  REMOTE_NAMES.map((name) => origins.remotes[name]);

/**
 * The file beside remotes.json that names the allowed remote origins: the pre-render writes them
 * into every page, where the shell reads them before it registers a remote.
 */
export const SITE_ORIGINS_FILE = 'site-origins.json';
