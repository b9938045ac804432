import { EDITOR_ORIGIN, REMOTE_APPS, SHELL_APP } from 'shared-lib/apps';
import { LOOPBACK, type SiteConfig } from '../config/siteConfig';
import { EMPTY_ROUTING, routingOf } from '../site-state/routeRequest';
import { readSiteState } from '../site-state/stateFile';
import { EMPTY_HASHES } from '../prerender/inlineHashes';
import { releasesOf } from '../release/releaseStore';
import { distOf } from '../origins/siteApps';
import { accessLogOf } from '../server/siteAccessLog';
import { brotliAvailable, type NginxSite } from './renderNginxConfig';
import { listenOf } from './listenOf';
import { connectHost, type ListenAddress } from '../config/settingValues';
import { localEditorOrigin } from '../origins/siteOrigins';

/** host:port of a service for nginx's `upstream` (a wildcard listen is reached on loopback). */
const upstreamOf = (address: ListenAddress) =>
  listenOf({ host: connectHost(address), port: address.port });

/** The editor's own origin: the configuration's, or on one machine the port after the services. */
export const editorOriginOf = (config: SiteConfig): string =>
  config.editorOrigin === config.origins.shell
    ? localEditorOrigin(config.port, LOOPBACK)
    : config.editorOrigin;

/**
 * The site of the configuration served by nginx: the shell and each remote where the
 * configuration says they listen (on loopback, the same ports and origins as `npm run serve`),
 * the forms service and the site events service behind them.
 */
export function localNginxSite(config: SiteConfig): NginxSite {
  const stateDir = config.folders.state;
  const document = readSiteState(stateDir);
  return {
    prefix: config.nginx.prefix,
    shellListen: config.listen.shell,
    shellDist: distOf(SHELL_APP),
    stateDir,
    remotes: REMOTE_APPS.map((app) => ({
      name: app.name,
      listen: config.listen[app.name],
      dist: distOf(app),
      releases: releasesOf(config.folders.releases, app.workspace),
    })),
    formsUpstream: upstreamOf(config.formsApiUpstream ?? config.listen.formsApi),
    eventsUpstream: upstreamOf(config.listen.siteEvents),
    policy: {
      origins: config.origins,
      inlineHashes: document?.policy ?? EMPTY_HASHES,
    },
    brotli: brotliAvailable(),
    accessLog: accessLogOf(stateDir),
    routing: document ? routingOf(document) : EMPTY_ROUTING,
    trustedProxies: config.nginx.trustedProxies,
    capacity: config.nginx.capacity,
    editor:
      process.env.ADMIN_ENABLED === '1'
        ? {
            origin: editorOriginOf(config),
            listen: { ...config.listen.shell, port: config.port + EDITOR_ORIGIN.portOffset },
            // Its backend (the sign-in, the saves, the release console), unless the editor
            // signs in at GitHub instead.
            backend:
              process.env.ADMIN_BACKEND === 'github'
                ? null
                : upstreamOf(config.listen.editorBackend),
          }
        : null,
  };
}
