import type { Server } from 'node:http';
import { FORMS_API, SITE_APPS, SITE_EVENTS, type SiteApp } from 'shared-lib/apps';
import { watchCanary } from '../canary/canaryWatcher';
import { scheduleDailyRerender } from '../generations/canberraMidnight';
import { siteStateDir, writeSiteOrigins } from '../generations/siteState';
import { remoteCorsHeaders } from '../http-policy/crossOrigin';
import { localSiteOrigins } from '../origins/siteOrigins';
import { distOf, REPO_ROOT } from '../origins/siteApps';
import { releasesRoot } from '../release/releasesRoot';
import { releaseContext } from './releaseContext';
import { releasesOf } from '../release/releaseStore';
import { runRerender } from '../release/runRerender';
import { createStaticServer } from '../server/createStaticServer';
import { accessLogOf, createAccessLog } from '../server/siteAccessLog';
import type { Logger } from 'pino';

export const HOST = '127.0.0.1';

function listen(app: SiteApp, port: number, faults: boolean, accessLog: Logger): Promise<Server> {
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
            formsUpstream: { host: HOST, port: port + FORMS_API.portOffset },
            eventsUpstream: { host: HOST, port: port + SITE_EVENTS.portOffset },
            opsUpstream: { host: HOST, port: port + SITE_EVENTS.portOffset },
            site: siteStateDir(REPO_ROOT, port),
          }
        : {
            corsHeaders: remoteCorsHeaders(localSiteOrigins(port, HOST).shell),
            releases: releasesOf(releasesRoot(), app.workspace),
          }),
    });
    server.once('error', reject);
    server.listen(port + app.portOffset, HOST, () => {
      console.log(`  ${app.workspace.padEnd(12)} http://${HOST}:${port + app.portOffset}/`);
      resolve(server);
    });
  });
}

/**
 * Serves the built site on loopback: each remote on its own port after the shell's (separate
 * origins, as deployed, with its released versions under /releases/), then renders a generation
 * of every page through those remotes (each at its promoted release) into the site's state
 * folder, then serves the shell from it. Nothing is written into a build. The pages are rendered
 * again at every Canberra midnight while it runs. Every request is logged to the site's access
 * log (in its state folder), and the shell passes `/admin/ops/api/` on to the site events
 * service (the dashboard's figures).
 */
export async function serveSite(port: number, { faults = false } = {}): Promise<Server[]> {
  const [shell, ...remotes] = SITE_APPS as [SiteApp, ...SiteApp[]];
  const stateDir = siteStateDir(REPO_ROOT, port);
  writeSiteOrigins(stateDir, localSiteOrigins(port, HOST));
  // Every server's requests in one log, which the site events service reads (decision 323).
  const accessLog = createAccessLog(accessLogOf(stateDir));
  const remoteServers = await Promise.all(
    remotes.map((app) => listen(app, port, faults, accessLog)),
  );
  try {
    await runRerender(port, 'serve');
  } catch (error) {
    for (const server of remoteServers) server.close();
    throw new Error(`${(error as Error).message}: the site is not served`);
  }
  scheduleDailyRerender(
    () => runRerender(port, 'Canberra midnight', true),
    (line) => console.log(line),
  );
  watchCanary(releaseContext([], { ...process.env, PORT: String(port) }));
  return [await listen(shell, port, faults, accessLog), ...remoteServers];
}
