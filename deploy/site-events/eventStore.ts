import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FailureKind, SiteEvent } from 'shared-lib/site-events';
import { allRows, firstRow, inTransaction } from 'forms-api/sql';

/** The events store of a served site: a SQLite file in its state folder. */
export const EVENTS_FILE = 'site-events.sqlite';
export const eventsFileOf = (stateDir: string) => path.join(stateDir, EVENTS_FILE);

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pageview', 'failure')),
  path TEXT NOT NULL,
  generation TEXT NOT NULL,
  kind TEXT,
  remote TEXT,
  release TEXT
);
CREATE INDEX IF NOT EXISTS events_by_generation ON events (generation, type, received_at);
-- Each remote's release in a generation, as its pages report it: page views count per release.
CREATE TABLE IF NOT EXISTS generation_releases (
  generation TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT,
  PRIMARY KEY (generation, remote)
);
`;

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

/** Opens (creating when missing) the events store; WAL, so readers never wait for the writer. */
export function openEventStore(file: string, { readonly = false } = {}): DatabaseSync {
  if (!readonly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: 5000 });
  if (!readonly) {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec(SCHEMA);
  }
  return db;
}

export function recordEvent(db: DatabaseSync, event: SiteEvent, receivedAt: number): void {
  inTransaction(db, () => {
    if (event.type === 'pageview') {
      const known = db.prepare(
        'INSERT OR IGNORE INTO generation_releases (generation, remote, release) VALUES (?, ?, ?)',
      );
      for (const [remote, release] of Object.entries(event.releases))
        known.run(event.generation, remote, release ?? null);
    }
    db.prepare(
      'INSERT INTO events (received_at, type, path, generation, kind, remote, release) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
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
export function generationHealth(
  db: DatabaseSync,
  generation: string,
  since = 0,
): GenerationHealth {
  const views =
    firstRow<{ count: number }>(
      db,
      "SELECT COUNT(*) AS count FROM events WHERE generation = ? AND type = 'pageview' AND received_at >= ?",
      generation,
      since,
    )?.count ?? 0;
  const kinds = allRows<{ kind: FailureKind; count: number }>(
    db,
    "SELECT kind, COUNT(*) AS count FROM events WHERE generation = ? AND type = 'failure' AND received_at >= ? GROUP BY kind ORDER BY kind",
    generation,
    since,
  );
  return {
    generation,
    pageViews: views,
    failures: kinds.reduce((sum, row) => sum + row.count, 0),
    failuresByKind: byKind(kinds),
  };
}

/**
 * Per remote and release: the page views of every generation whose pages were rendered with that
 * release, and the failures reported against it.
 */
export function releaseHealth(db: DatabaseSync): ReleaseHealth[] {
  const releases = allRows<{ remote: string; release: string | null; generations: string }>(
    db,
    `SELECT remote, release, GROUP_CONCAT(generation) AS generations FROM generation_releases
     GROUP BY remote, release ORDER BY remote, release`,
  );
  return releases.map(({ remote, release, generations }) => {
    const ids = generations.split(',').sort();
    const marks = ids.map(() => '?').join(', ');
    const pageViews =
      firstRow<{ count: number }>(
        db,
        `SELECT COUNT(*) AS count FROM events WHERE type = 'pageview' AND generation IN (${marks})`,
        ...ids,
      )?.count ?? 0;
    const kinds = allRows<{ kind: FailureKind; count: number }>(
      db,
      `SELECT kind, COUNT(*) AS count FROM events WHERE type = 'failure' AND remote = ?
       AND release IS ? GROUP BY kind ORDER BY kind`,
      remote,
      release,
    );
    return { remote, release, generations: ids, pageViews, failuresByKind: byKind(kinds) };
  });
}

/** How many events are stored (a refused request must leave it unchanged). */
export function eventCount(db: DatabaseSync): number {
  return firstRow<{ count: number }>(db, 'SELECT COUNT(*) AS count FROM events')?.count ?? 0;
}
