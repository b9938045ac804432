import path from 'node:path';
import type { FailureKind, SiteEvent } from 'shared-lib/site-events';
import type { EventDb, EventsLocation } from './eventDb';

export { describeLocation, eventsStored, openEventStore } from './eventDb';
export type { EventDb, EventsLocation } from './eventDb';

/** The events store of a served site: a SQLite file in its state folder. */
export const EVENTS_FILE = 'site-events.sqlite';
export const eventsFileOf = (stateDir: string) => path.join(stateDir, EVENTS_FILE);

/** Where a site's events are: PostgreSQL when DATABASE_URL is set, else its state folder. */
export const eventsLocationOf = (
  stateDir: string,
  env: NodeJS.ProcessEnv = process.env,
): EventsLocation =>
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { file: eventsFileOf(stateDir) };

/** Page views and failures of one generation's pages. */
export interface GenerationHealth {
  generation: string;
  pageViews: number;
  failures: number;
  failuresByKind: Partial<Record<FailureKind, number>>;
}

/** One remote at one release: the page views of pages rendered with it, and its failures. */
export interface ReleaseHealth {
  remote: string;
  release: string | null;
  generations: string[];
  pageViews: number;
  failuresByKind: Partial<Record<FailureKind, number>>;
}

/** Stores one event (with the releases a page view reports) in one transaction. */
export async function recordEvent(db: EventDb, event: SiteEvent, receivedAt: number) {
  await db.transaction(async (tx) => {
    if (event.type === 'pageview')
      for (const [remote, release] of Object.entries(event.releases))
        await tx.all(
          `INSERT INTO generation_releases (generation, remote, release) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          event.generation,
          remote,
          release ?? null,
        );
    await tx.all(
      'INSERT INTO events (received_at, type, path, generation, kind, remote, release) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      receivedAt,
      event.type,
      event.path,
      event.generation,
      event.type === 'failure' ? event.kind : null,
      event.type === 'failure' ? event.remote : null,
      event.type === 'failure' ? event.release : null,
    );
  });
}

const byKind = (rows: { kind: FailureKind; count: number }[]) =>
  Object.fromEntries(
    rows.map((row) => [row.kind, row.count]),
  ) as GenerationHealth['failuresByKind'];

/** The page views and failures of one generation's pages received since `since` (ms). */
export async function generationHealth(
  db: EventDb,
  generation: string,
  since = 0,
): Promise<GenerationHealth> {
  const [views] = await db.all<{ count: number }>(
    "SELECT COUNT(*) AS count FROM events WHERE generation = $1 AND type = 'pageview' AND received_at >= $2",
    generation,
    since,
  );
  const kinds = await db.all<{ kind: FailureKind; count: number }>(
    "SELECT kind, COUNT(*) AS count FROM events WHERE generation = $1 AND type = 'failure' AND received_at >= $2 GROUP BY kind ORDER BY kind",
    generation,
    since,
  );
  return {
    generation,
    pageViews: views?.count ?? 0,
    failures: kinds.reduce((sum, row) => sum + row.count, 0),
    failuresByKind: byKind(kinds),
  };
}

/**
 * Per remote and release: the page views of every generation whose pages were rendered with that
 * release, and the failures reported against it.
 */
export async function releaseHealth(db: EventDb): Promise<ReleaseHealth[]> {
  const pairs = await db.all<{ remote: string; release: string | null; generation: string }>(
    'SELECT remote, release, generation FROM generation_releases ORDER BY remote, release NULLS FIRST, generation',
  );
  const releases = new Map<string, { remote: string; release: string | null; ids: string[] }>();
  for (const { remote, release, generation } of pairs) {
    const key = JSON.stringify([remote, release]);
    const entry = releases.get(key) ?? { remote, release, ids: [] };
    entry.ids.push(generation);
    releases.set(key, entry);
  }
  const health: ReleaseHealth[] = [];
  for (const { remote, release, ids } of releases.values()) {
    const marks = ids.map((_, i) => `$${i + 1}`).join(', ');
    const [views] = await db.all<{ count: number }>(
      `SELECT COUNT(*) AS count FROM events WHERE type = 'pageview' AND generation IN (${marks})`,
      ...ids,
    );
    const kinds = await db.all<{ kind: FailureKind; count: number }>(
      `SELECT kind, COUNT(*) AS count FROM events WHERE type = 'failure' AND remote = $1
       AND release IS NOT DISTINCT FROM $2 GROUP BY kind ORDER BY kind`,
      remote,
      release,
    );
    health.push({
      remote,
      release,
      generations: ids,
      pageViews: views?.count ?? 0,
      failuresByKind: byKind(kinds),
    });
  }
  return health;
}

/** How many events are stored (a refused request must leave it unchanged). */
export async function eventCount(db: EventDb): Promise<number> {
  const [row] = await db.all<{ count: number }>('SELECT COUNT(*) AS count FROM events');
  return row?.count ?? 0;
}
