import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SITE_EVENTS_PATH } from 'shared-lib/site-events';
import { SITE_EVENTS } from 'shared-lib/apps';
import { eventsFileOf } from '../site-events/eventStore';
import { HOST } from './serveSite';

/** Where the site events service answers its health check beside the site on `shellPort`. */
export const siteEventsHealthUrl = (shellPort: number) =>
  `http://${HOST}:${shellPort + SITE_EVENTS.portOffset}${SITE_EVENTS_PATH}health`;

/** Where serve:nginx writes the process id of the site events service it started. */
export const siteEventsPidFile = (nginxPrefix: string) => path.join(nginxPrefix, 'site-events.pid');

/**
 * Starts the site events service beside the site on loopback, at the shell's port + 6, where the
 * site's Node server and nginx pass `/site-events/` on to; it stores into the site's state folder
 * and accepts the site's own origins. It exits with this process. SITE_EVENTS_RATE_PER_MINUTE and
 * SITE_EVENTS_BURST pass on from this process's environment.
 */
export function startSiteEventsBeside(shellPort: number, stateDir: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'site-events', 'main.ts')],
    {
      env: {
        ...process.env,
        SITE_EVENTS_EXIT_WITH_PARENT: '1',
        SITE_EVENTS_HOST: HOST,
        SITE_EVENTS_PORT: String(shellPort + SITE_EVENTS.portOffset),
        SITE_EVENTS_FILE: eventsFileOf(stateDir),
        SITE_EVENTS_ALLOWED_ORIGINS: `http://${HOST}:${shellPort},http://localhost:${shellPort}`,
      },
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
}
