import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { siteEventsHealthUrl, startSiteEventsBeside } from 'deploy/site-events-beside';
import { E2E_SITE_CONFIG, E2E_STATE_DIR } from './releases';

/** The events store of the site under test, in its state folder. */
export const EVENTS_STORE = path.join(E2E_STATE_DIR, 'site-events.sqlite');

/**
 * Starts the site events service beside the Node server of the suite (`npm run serve` starts no
 * service; `npm start` and serve:nginx start it the same way), on the site's state folder: the
 * Node server writes the access log it reads and passes /site-events/ and /admin/ops/api/ to it.
 * Every page of the suite comes from one address, so the limits per network are lifted.
 */
export async function startSiteEventsService(): Promise<ChildProcess> {
  const child = startSiteEventsBeside(E2E_SITE_CONFIG, {
    LOG_LEVEL: 'warn',
    SITE_EVENTS_RATE_PER_MINUTE: '6000',
    SITE_EVENTS_BURST: '1000',
    SITE_EVENTS_NETWORK_LOADS_PER_HOUR: '100000',
    SITE_EVENTS_NETWORK_FAILING_LOADS_PER_HOUR: '100000',
    SITE_EVENTS_NETWORK_VITALS_PER_HOUR: '100000',
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`site-events exited with ${child.exitCode}`);
    try {
      if ((await fetch(siteEventsHealthUrl(E2E_SITE_CONFIG))).ok) return child;
    } catch {
      if (attempt > 300) throw new Error('the site events service did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rows of the events store (read-only, as the service writes on), for the tests' checks. */
export function eventsWhere<Row>(sql: string, ...params: (string | number)[]): Row[] {
  if (!existsSync(EVENTS_STORE)) return [];
  const db = new DatabaseSync(EVENTS_STORE, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as unknown as Row[];
  } finally {
    db.close();
  }
}
