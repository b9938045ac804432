import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SITE_EVENTS_PATH } from 'shared-lib/site-events';
import { FORMS_API, SITE_EVENTS } from 'shared-lib/apps';
import { RELEASE_LOG_FILE } from '../generations/releaseLog';
import { releasesRoot } from '../release/releasesRoot';
import { accessLogOf } from '../server/siteAccessLog';
import { eventsFileOf } from '../site-events/eventStore';
import { HOST } from './serveSite';

/** Where the site events service answers its health check beside the site on `shellPort`. */
export const siteEventsHealthUrl = (shellPort: number) =>
  `http://${HOST}:${shellPort + SITE_EVENTS.portOffset}${SITE_EVENTS_PATH}health`;

/** Where serve:nginx writes the process id of the site events service it started. */
export const siteEventsPidFile = (nginxPrefix: string) => path.join(nginxPrefix, 'site-events.pid');

/** The service's entry point (deploy/ops: the events, the dashboard's figures and the alerts). */
export const SITE_EVENTS_MAIN = path.join(__dirname, '..', 'ops', 'siteEventsMain.ts');

/**
 * The site events service's environment beside the site on loopback: the shell's port + 6, its
 * store and the servers' access log in the site's state folder, the site's own origins, the
 * release log, and forms-api beside it (its figures and the alerts' mail).
 */
export function siteEventsEnv(
  shellPort: number,
  stateDir: string,
  releasesDir: string = releasesRoot(),
): Record<string, string> {
  return {
    SITE_EVENTS_HOST: HOST,
    SITE_EVENTS_PORT: String(shellPort + SITE_EVENTS.portOffset),
    SITE_EVENTS_FILE: eventsFileOf(stateDir),
    SITE_EVENTS_ALLOWED_ORIGINS: `http://${HOST}:${shellPort},http://localhost:${shellPort}`,
    SITE_EVENTS_ACCESS_LOGS: accessLogOf(stateDir),
    SITE_STATE_DIR: stateDir,
    RELEASE_LOG_FILE: path.join(releasesDir, RELEASE_LOG_FILE),
    FORMS_API_URL: `http://${HOST}:${shellPort + FORMS_API.portOffset}`,
  };
}

/**
 * Starts the site events service beside the site (siteEventsEnv), where the site's Node server
 * and nginx pass `/site-events/` and `/admin/ops/api/` on to. It exits with this process.
 * SITE_EVENTS_RATE_PER_MINUTE, SITE_EVENTS_BURST, SITE_EVENTS_NETWORK_*, ALERT_* and the others
 * of docs/operating.md pass on from this process's environment.
 */
export function startSiteEventsBeside(shellPort: number, stateDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SITE_EVENTS_MAIN], {
    env: {
      ...process.env,
      ...siteEventsEnv(shellPort, stateDir),
      SITE_EVENTS_EXIT_WITH_PARENT: '1',
    },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}
