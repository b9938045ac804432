import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { FORMS_PORT_OFFSET } from '../nginx/localSite';
import { localSiteOrigins } from '../nginx/siteOrigins';
import { createLocalManifest } from '../remotes/createLocalManifest';
import { writeServedSiteFiles } from '../remotes/servedManifest';
import { createStaticServer } from '../server/createStaticServer';
import { distOf, REPO_ROOT, SITE_APPS, type SiteApp } from './siteApps';

export const HOST = '127.0.0.1';

function listen(app: SiteApp, port: number, faults: boolean): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const isShell = app.portOffset === 0;
    const server = createStaticServer({
      root: distOf(app),
      spa: isShell,
      faults,
      // The forms post to the shell's origin; the forms service listens after the remotes.
      ...(isShell && { formsUpstream: { host: HOST, port: port + FORMS_PORT_OFFSET } }),
    });
    server.once('error', reject);
    server.listen(port + app.portOffset, HOST, () => {
      console.log(`  ${app.workspace.padEnd(12)} http://${HOST}:${port + app.portOffset}/`);
      resolve(server);
    });
  });
}

/**
 * Runs the pre-render in its own process (it loads federated containers into its globals), of
 * every page or of `routes` only; `signal` stops it.
 */
export function runPrerender(routes?: readonly string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), 'deploy/scripts/prerender.ts'],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
        env: routes ? { ...process.env, PRERENDER_ROUTES: routes.join(',') } : process.env,
        ...(signal ? { signal } : {}),
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The pre-render failed (exit ${code}): the site is not served`)),
    );
  });
}

/**
 * Serves the built site on loopback: each remote on its own port after the shell's (separate
 * origins, as deployed), then pre-renders every page through those remotes and the remotes
 * manifest written for these ports, then serves the shell.
 */
export async function serveSite(port: number, { faults = false } = {}): Promise<Server[]> {
  const [shell, ...remotes] = SITE_APPS as [SiteApp, ...SiteApp[]];
  writeServedSiteFiles(
    distOf(shell),
    localSiteOrigins(port, HOST),
    createLocalManifest(port, HOST),
  );
  const remoteServers = await Promise.all(remotes.map((app) => listen(app, port, faults)));
  try {
    await runPrerender();
  } catch (error) {
    for (const server of remoteServers) server.close();
    throw error;
  }
  return [await listen(shell, port, faults), ...remoteServers];
}
