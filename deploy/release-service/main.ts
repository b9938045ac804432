import path from 'node:path';
import { REMOTE_APPS } from 'shared-lib/apps';
import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { readSiteOrigins } from '../generations/siteState';
import { REPO_ROOT } from '../origins/siteApps';
import { ReleaseService } from './releaseService';
import { createReleaseServiceServer } from './releaseServiceServer';
import { serviceToken } from './serviceToken';
import { startServiceTimers } from './serviceTimers';
import { rerender } from './siteOperations';

/**
 * The release service of the site the configuration describes (the shell's port + 8 on loopback
 * by default):
 * renders the first generation, then takes commands, runs schedules, the Canberra midnight and
 * the canary watcher until stopped.
 */
async function main(): Promise<void> {
  const env = process.env;
  const config = loadSiteConfig(env);
  const stateDir = config.folders.state;
  const { host, port: servicePort } = config.listen.releaseService;
  const shellDist = path.resolve(env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist'));
  const service = new ReleaseService({
    stateDir,
    releasesRoot: config.folders.releases,
    shellDist,
    origins: readSiteOrigins(stateDir),
    lockWaitMs: config.release.lockWaitSeconds * 1000,
    log: (line) => console.log(line),
  });
  const server = createReleaseServiceServer(service, {
    token: serviceToken(stateDir),
    hosts: [`${host}:${servicePort}`],
    context: {
      stateDir,
      shellDist,
      contentDir: path.resolve(env.CONTENT_DIR ?? path.join(REPO_ROOT, 'content/seed')),
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${host}:${servicePort} is taken: another release service serves this site (one writer only)`,
            )
          : error,
      ),
    );
    server.listen(servicePort, host, resolve);
  });
  console.log(`release-service listening on http://${host}:${servicePort}/ (${stateDir})`);
  // The pages of this start: the builds may be new, and today may be another day.
  const started = Date.now();
  const first = await rerender(
    service,
    {
      actor: env.RELEASE_ACTOR ?? 'serve',
      pid: process.pid,
      host: 'release service',
      command: 'serve',
      started,
    },
    { reason: 'serve' },
  );
  for (const line of first.said) console.log(line);
  const stopTimers = startServiceTimers(service, { stateDir });
  console.log(
    `release-service ready: ${REMOTE_APPS.length} remotes, generation ${first.entry?.generation}`,
  );
  const stop = () => {
    stopTimers();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the site's serve scripts with a pipe on stdin: when that parent goes, so do we.
  if (env.RELEASE_SERVICE_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
  }
}

runMain(main);
