import type { Server } from 'node:http';
import { SITE_APPS, type SiteApp } from 'shared-lib/apps';
import { type SiteConfig } from '../config/siteConfig';
import { connectHost, localUrl, type ListenAddress } from '../config/settingValues';
import { writeSiteOrigins } from '../generations/siteState';
import { remoteCorsHeaders } from '../http-policy/crossOrigin';
import { distOf } from '../origins/siteApps';
import { adminSecurityHeaders, opsDashboardSecurityHeaders } from '../nginx/adminPolicy';
import { releasesOf } from '../release/releaseStore';
import { createStaticServer } from '../server/createStaticServer';
import { startReleaseServiceBeside } from './releaseServiceBeside';
import { accessLogOf, createAccessLog } from '../server/siteAccessLog';
import type { Logger } from 'pino';

export { LOOPBACK as HOST } from '../config/siteConfig';

/** How this machine reaches a service that listens at `address`. */
export const upstreamOf = (address: ListenAddress) => ({
  host: connectHost(address),
  port: address.port,
});

function listen(
  app: SiteApp,
  config: SiteConfig,
  faults: boolean,
  accessLog: Logger,
): Promise<Server> {
  const at = config.listen[app.name as keyof SiteConfig['listen']];
  return new Promise<Server>((resolve, reject) => {
    const isShell = app.portOffset === 0;
    const server = createStaticServer({
      root: distOf(app),
      spa: isShell,
      faults,
      name: app.workspace,
      accessLog,
      // The forms post to the shell's origin; the forms service listens after the remotes.
      ...(isShell
        ? {
            formsUpstream: upstreamOf(config.formsApiUpstream ?? config.listen.formsApi),
            eventsUpstream: upstreamOf(config.listen.siteEvents),
            opsUpstream: upstreamOf(config.listen.siteEvents),
            site: config.folders.state,
            // The editor at /admin/ calls its local backend (npm start), and nothing else.
            adminHeaders: adminSecurityHeaders({
              origins: config.origins,
              backend: localUrl(config.listen.editorBackend),
            }),
            opsHeaders: opsDashboardSecurityHeaders({ origins: config.origins }),
          }
        : {
            corsHeaders: remoteCorsHeaders(config.origins.shell),
            releases: releasesOf(config.folders.releases, app.workspace),
          }),
    });
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      console.log(`  ${app.workspace.padEnd(12)} ${localUrl(at)}/`);
      resolve(server);
    });
  });
}

/**
 * Serves the built site as the configuration says (on loopback by default): each remote on its
 * own address (separate origins, as deployed, with its released versions under /releases/), then the release service
 * beside them, which renders a generation of every page through those remotes (each at its
 * promoted release) into the site's state folder, then the shell from it. Nothing is written
 * into a build. The release service renders the pages again at every Canberra midnight, runs the
 * schedules and watches canaries while it runs. Every request is logged to the site's access
 * log (in its state folder), and the shell passes `/admin/ops/api/` on to the site events
 * service (the dashboard's figures).
 */
export async function serveSite(config: SiteConfig, { faults = false } = {}): Promise<Server[]> {
  const [shell, ...remotes] = SITE_APPS as [SiteApp, ...SiteApp[]];
  writeSiteOrigins(config.folders.state, config.origins);
  // Every server's requests in one log, which the site events service reads (decision 323).
  const accessLog = createAccessLog(accessLogOf(config.folders.state));
  const remoteServers = await Promise.all(
    remotes.map((app) => listen(app, config, faults, accessLog)),
  );
  try {
    await startReleaseServiceBeside(config);
  } catch (error) {
    for (const server of remoteServers) server.close();
    throw new Error(`${(error as Error).message}`);
  }
  return [await listen(shell, config, faults, accessLog), ...remoteServers];
}
