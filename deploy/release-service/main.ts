import { REMOTE_APPS, RELEASE_SERVICE } from 'shared-lib/apps';
import path from 'node:path';
import { eventsFileOf } from '../site-events/eventStore';
import { readSiteOrigins, siteStateDir } from '../generations/siteState';
import { REPO_ROOT } from '../origins/siteApps';
import { releasesRoot } from '../release/releasesRoot';
import { ReleaseService } from './releaseService';
import { createReleaseServiceServer } from './releaseServiceServer';
import { serviceToken } from './serviceToken';
import { startServiceTimers } from './serviceTimers';
import { rerender } from './siteOperations';

/** A whole number of seconds from the environment, refused by name when it is not one. */
function secondsFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`${name}=${value} is not a number of seconds (0 or more)`);
  return number;
}

/**
 * The release service of the site served on PORT (its shell's port), at PORT + 8 on loopback:
 * renders the first generation, then takes commands, runs schedules, the Canberra midnight and
 * the canary watcher until stopped.
 */
async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 8)
    throw new Error(`PORT=${env.PORT} is not a port`);
  const stateDir = siteStateDir(REPO_ROOT, port, env);
  const host = env.RELEASE_SERVICE_HOST ?? '127.0.0.1';
  const servicePort = port + RELEASE_SERVICE.portOffset;
  const shellDist = path.resolve(env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist'));
  const service = new ReleaseService({
    stateDir,
    releasesRoot: releasesRoot(),
    shellDist,
    origins: readSiteOrigins(stateDir),
    lockWaitMs: secondsFrom(env, 'RELEASE_LOCK_WAIT_SECONDS', 5) * 1000,
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
  const stopTimers = startServiceTimers(service, { eventsFile: eventsFileOf(stateDir) });
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

main().catch((error: Error) => {
  console.error(`release-service: ${error.message}`);
  process.exit(1);
});
