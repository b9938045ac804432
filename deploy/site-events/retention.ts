import type { DatabaseSync } from 'node:sqlite';
import type { Resolution } from './timeBuckets';

const DAY_MS = 86_400_000;

/** How long the added-up figures are kept, by bucket: enough to compare a week, a year. */
export const BUCKETS_KEPT_DAYS: Record<Resolution, number> = { minute: 2, hour: 90, day: 400 };

/** Raw events, page loads and search words are kept this long unless SITE_EVENTS_RETENTION_DAYS says. */
export const DEFAULT_RETENTION_DAYS = 14;

const BATCH = 5000;

/** Deletes the rows of `table` matched by `where` in batches, so a writer never waits long. */
function deleteInBatches(db: DatabaseSync, table: string, where: string, before: number): number {
  const remove = db.prepare(
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${BATCH})`,
  );
  let deleted = 0;
  for (;;) {
    const { changes } = remove.run(before);
    deleted += Number(changes);
    if (Number(changes) < BATCH) return deleted;
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
export function applyRetention(
  db: DatabaseSync,
  rawDays: number,
  now: number = Date.now(),
): RetentionResult {
  const rawBefore = now - rawDays * DAY_MS;
  const bucketsBefore = (resolution: Resolution) => now - BUCKETS_KEPT_DAYS[resolution] * DAY_MS;
  let buckets = 0;
  for (const resolution of Object.keys(BUCKETS_KEPT_DAYS) as Resolution[])
    for (const table of ['counts', 'histograms'])
      buckets += Number(
        db
          .prepare(`DELETE FROM ${table} WHERE resolution = ? AND start < ?`)
          .run(resolution, bucketsBefore(resolution)).changes,
      );
  const yearBefore = bucketsBefore('day');
  db.prepare('DELETE FROM daily_paths WHERE day < ?').run(yearBefore);
  db.prepare('DELETE FROM generation_releases WHERE first_seen < ?').run(yearBefore);
  return {
    events: deleteInBatches(db, 'events', 'received_at < ?', rawBefore),
    pageLoads: deleteInBatches(db, 'page_loads', 'served_at < ?', rawBefore),
    searchDays: Number(
      db.prepare('DELETE FROM daily_searches WHERE day < ?').run(rawBefore).changes,
    ),
    buckets,
  };
}
