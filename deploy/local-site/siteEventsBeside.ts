import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SITE_EVENTS_PATH } from 'shared-lib/site-events';
import type { SiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { entryArgs } from '../entries/hostingEntries';
import { siteEventsEnvironment } from '../site-events/siteEventsDefaults';

/** Where the site events service answers its health check beside the site of this configuration. */
export const siteEventsHealthUrl = (config: SiteConfig) =>
  `${localUrl(config.listen.siteEvents)}${SITE_EVENTS_PATH}health`;

/** Where serve:nginx writes the process id of the site events service it started. */
export const siteEventsPidFile = (nginxPrefix: string) => path.join(nginxPrefix, 'site-events.pid');

/**
 * Starts the site events service beside the site, where the site's Node server and nginx pass
 * `/site-events/` on to; it stores into the site's state folder and accepts the site's own
 * origins (siteEventsEnvironment). It exits with this process. SITE_EVENTS_RATE_PER_MINUTE and
 * SITE_EVENTS_BURST pass on from this process's environment.
 */
export function startSiteEventsBeside(config: SiteConfig): ChildProcess {
  return spawn(process.execPath, entryArgs('siteEvents'), {
    env: {
      ...process.env,
      SITE_EVENTS_EXIT_WITH_PARENT: '1',
      ...siteEventsEnvironment(config),
    },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}
