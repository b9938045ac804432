import type { EventQueries } from './eventDb';
import type { Resolution } from './timeBuckets';

const DAY_MS = 86_400_000;

/** How long the added-up figures are kept, by bucket: enough to compare a week, a year. */
export const BUCKETS_KEPT_DAYS: Record<Resolution, number> = { minute: 2, hour: 90, day: 400 };

/** Raw events, page loads and search words are kept this long unless SITE_EVENTS_RETENTION_DAYS says. */
export const DEFAULT_RETENTION_DAYS = 14;

const BATCH = 5000;

/** Deletes the rows of `table` older than `before` in batches, so a writer never waits long. */
async function deleteInBatches(
  db: EventQueries,
  table: 'events' | 'page_loads',
  timeColumn: 'received_at' | 'served_at',
  before: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const changes = await db.run(
      `DELETE FROM ${table} WHERE id IN
         (SELECT id FROM ${table} WHERE ${timeColumn} < $1 LIMIT ${BATCH})`,
      before,
    );
    deleted += changes;
    if (changes < BATCH) return deleted;
  }
}

export interface RetentionResult {
  events: number;
  pageLoads: number;
  searchDays: number;
  buckets: number;
}

/**
 * Forgets what is older than it is kept for: raw events, page loads and the days' search words
 * after `rawDays`; minute, hour and day buckets after BUCKETS_KEPT_DAYS; page views by path
 * and the releases of generations after a year's buckets.
 */
export async function applyRetention(
  db: EventQueries,
  rawDays: number,
  now: number = Date.now(),
): Promise<RetentionResult> {
  const rawBefore = now - rawDays * DAY_MS;
  const bucketsBefore = (resolution: Resolution) => now - BUCKETS_KEPT_DAYS[resolution] * DAY_MS;
  let buckets = 0;
  for (const resolution of Object.keys(BUCKETS_KEPT_DAYS) as Resolution[])
    for (const table of ['counts', 'histograms'])
      buckets += await db.run(
        `DELETE FROM ${table} WHERE resolution = $1 AND start < $2`,
        resolution,
        bucketsBefore(resolution),
      );
  const yearBefore = bucketsBefore('day');
  await db.run('DELETE FROM daily_paths WHERE day < $1', yearBefore);
  await db.run('DELETE FROM generation_releases WHERE first_seen < $1', yearBefore);
  return {
    events: await deleteInBatches(db, 'events', 'received_at', rawBefore),
    pageLoads: await deleteInBatches(db, 'page_loads', 'served_at', rawBefore),
    searchDays: await db.run('DELETE FROM daily_searches WHERE day < $1', rawBefore),
    buckets,
  };
}
