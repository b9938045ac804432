import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { matchRoute } from 'shared-lib/routes';
import type { SiteEvent } from 'shared-lib/site-events';
import { allRows, firstRow, inTransaction } from 'forms-api/sql';
import type { CspViolation } from './cspReport';
import { VITAL_METRICS } from './histogram';
import { addCount, addToHistogram, BUCKET_SCHEMA, bucketStart } from './timeBuckets';

/** The events store of a served site: a SQLite file in its state folder. */
export const EVENTS_FILE = 'site-events.sqlite';
export const eventsFileOf = (stateDir: string) => path.join(stateDir, EVENTS_FILE);

/** Version 1 stored page views and remote failures only; version 2 is this schema. */
const SCHEMA_VERSION = 2;

const EVENTS_TABLE = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  type TEXT NOT NULL,
  path TEXT NOT NULL,
  route TEXT,
  generation TEXT NOT NULL,
  kind TEXT,
  remote TEXT,
  release TEXT,
  page TEXT,
  verified INTEGER NOT NULL DEFAULT 0,
  counted INTEGER NOT NULL DEFAULT 0,
  device TEXT,
  lcp REAL,
  inp REAL,
  cls REAL,
  ttfb REAL,
  detail TEXT
);`;

const SCHEMA = `
${EVENTS_TABLE}
CREATE INDEX IF NOT EXISTS events_by_generation ON events (generation, type, received_at);
CREATE INDEX IF NOT EXISTS events_by_time ON events (received_at);
CREATE INDEX IF NOT EXISTS events_by_page ON events (page) WHERE page IS NOT NULL;
-- Each remote's release in a generation, as its pages report it: page views count per release.
CREATE TABLE IF NOT EXISTS generation_releases (
  generation TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT,
  first_seen INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (generation, remote)
);
-- Pages the servers served (their access logs): what the canary counts (decision 323).
CREATE TABLE IF NOT EXISTS page_loads (
  id TEXT PRIMARY KEY,
  served_at INTEGER NOT NULL,
  generation TEXT NOT NULL,
  route TEXT NOT NULL,
  status INTEGER NOT NULL,
  counted INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS page_loads_by_generation ON page_loads (generation, served_at);
CREATE INDEX IF NOT EXISTS page_loads_by_time ON page_loads (served_at);
CREATE TABLE IF NOT EXISTS access_log_offsets (
  file TEXT PRIMARY KEY,
  inode INTEGER NOT NULL,
  offset INTEGER NOT NULL
);
-- Page views by path and searches by their words, a day at a time, for marketing.
CREATE TABLE IF NOT EXISTS daily_paths (
  day INTEGER NOT NULL,
  path TEXT NOT NULL,
  route TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS daily_searches (
  day INTEGER NOT NULL,
  query TEXT NOT NULL,
  searches INTEGER NOT NULL,
  empty INTEGER NOT NULL,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;
${BUCKET_SCHEMA}
`;

/**
 * A store of version 1 (page views and failures only, the type checked by the table) is moved
 * to this schema in one transaction: every event is kept, and added to the time buckets.
 */
function migrateFromVersion1(db: DatabaseSync): void {
  const old = firstRow<{ sql: string }>(
    db,
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'events'",
  );
  if (!old || /\broute\b/.test(old.sql)) return;
  inTransaction(db, () => {
    db.exec('ALTER TABLE events RENAME TO events_v1');
    db.exec('DROP INDEX IF EXISTS events_by_generation');
    db.exec(EVENTS_TABLE);
    db.exec(`INSERT INTO events (id, received_at, type, path, generation, kind, remote, release)
             SELECT id, received_at, type, path, generation, kind, remote, release FROM events_v1`);
    db.exec('DROP TABLE events_v1');
    db.exec(BUCKET_SCHEMA);
    const rows = allRows<{
      received_at: number;
      type: string;
      path: string;
      generation: string;
      kind: string | null;
    }>(db, 'SELECT received_at, type, path, generation, kind FROM events');
    for (const row of rows)
      addCount(
        db,
        row.received_at,
        { route: matchRoute(row.path).name, generation: row.generation },
        row.type === 'pageview' ? 'pageview' : `failure:${row.kind}`,
      );
  });
}

/** Opens (creating when missing) the events store; WAL, so readers never wait for the writer. */
export function openEventStore(file: string, { readonly = false } = {}): DatabaseSync {
  if (!readonly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: 5000 });
  if (!readonly) {
    db.exec('PRAGMA journal_mode = WAL');
    const version = firstRow<{ user_version: number }>(db, 'PRAGMA user_version')!.user_version;
    if (version < SCHEMA_VERSION) migrateFromVersion1(db);
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  }
  return db;
}

/** An event as the service took it. */
export interface ReceivedEvent {
  event: SiteEvent;
  receivedAt: number;
  /** Its page load was served by one of the site's servers, to the sender's network. */
  verified: boolean;
  /** It counts in the canary's figures: verified, and within its network's share. */
  counted: boolean;
  /** Whether the servers served the event's generation (else its releases are not recorded). */
  servedGeneration: boolean;
}

/** How many distinct paths and searches a day keeps before adding the rest up as `(other)`. */
export const DAILY_KEYS = 2000;

/** Adds to a day's row for `key`, or to its `(other)` row once the day has DAILY_KEYS rows. */
function addDaily(
  db: DatabaseSync,
  table: 'daily_paths' | 'daily_searches',
  day: number,
  key: string,
  values: Record<string, string | number>,
) {
  const keyColumn = table === 'daily_paths' ? 'path' : 'query';
  const names = Object.keys(values).filter((name) => name !== 'route');
  const update = db
    .prepare(
      `UPDATE ${table} SET ${names.map((name) => `${name} = ${name} + ?`).join(', ')} WHERE day = ? AND ${keyColumn} = ?`,
    )
    .run(...names.map((name) => values[name]!), day, key);
  if (update.changes > 0) return;
  const rows = firstRow<{ count: number }>(
    db,
    `SELECT COUNT(*) AS count FROM ${table} WHERE day = ?`,
    day,
  )!.count;
  if (rows >= DAILY_KEYS && key !== '(other)') return addDaily(db, table, day, '(other)', values);
  const columns = ['day', keyColumn, ...Object.keys(values)];
  db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  ).run(day, key, ...Object.values(values));
}

/**
 * Words that may be somebody's: an address, a phone or card number. Held back as `(withheld)`
 * rather than stored (decision 324).
 */
const PERSONAL = /@|\d[\d\s-]{2,}\d|https?:/;

/** What is stored of a search's words. */
export const searchWordsOf = (query: string) =>
  PERSONAL.test(query) ? '(withheld)' : query.toLowerCase().replace(/\s+/g, ' ').trim();

function addToBuckets(db: DatabaseSync, { event, receivedAt }: ReceivedEvent): void {
  if (event.type === 'search') {
    const key = { route: 'search', generation: event.generation };
    addCount(db, receivedAt, key, 'search');
    if (event.results === 0) addCount(db, receivedAt, key, 'search:none');
    addDaily(db, 'daily_searches', bucketStart(receivedAt, 'day'), searchWordsOf(event.query), {
      searches: 1,
      empty: event.results === 0 ? 1 : 0,
    });
    return;
  }
  const route = 'route' in event ? event.route : matchRoute(event.path).name;
  const key = { route, generation: event.generation };
  if (event.type === 'pageview') {
    addCount(db, receivedAt, key, 'pageview');
    addDaily(db, 'daily_paths', bucketStart(receivedAt, 'day'), event.path, { route, views: 1 });
  } else if (event.type === 'failure') addCount(db, receivedAt, key, `failure:${event.kind}`);
  else if (event.type === 'error') addCount(db, receivedAt, key, `error:${event.kind}`);
  else {
    addCount(db, receivedAt, key, 'vitals');
    for (const metric of VITAL_METRICS) {
      const value = event[metric];
      if (value !== null)
        addToHistogram(db, receivedAt, { ...key, device: event.device }, metric, value);
    }
  }
}

/** Stores an event and adds it to the time buckets, in one transaction. */
export function recordEvent(db: DatabaseSync, received: ReceivedEvent): void {
  const { event, receivedAt, verified, counted, servedGeneration } = received;
  inTransaction(db, () => {
    if ((event.type === 'pageview' || event.type === 'vitals') && servedGeneration) {
      const known = db.prepare(
        'INSERT OR IGNORE INTO generation_releases (generation, remote, release, first_seen) VALUES (?, ?, ?, ?)',
      );
      for (const [remote, release] of Object.entries(event.releases))
        known.run(event.generation, remote, release ?? null, receivedAt);
    }
    db.prepare(
      `INSERT INTO events (received_at, type, path, route, generation, kind, remote, release, page,
         verified, counted, device, lcp, inp, cls, ttfb, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      receivedAt,
      event.type,
      event.type === 'search' ? '/search/' : event.path,
      event.type === 'search'
        ? 'search'
        : 'route' in event
          ? event.route
          : matchRoute(event.path).name,
      event.generation,
      'kind' in event ? event.kind : null,
      event.type === 'failure' ? event.remote : null,
      event.type === 'failure' ? event.release : null,
      'page' in event ? event.page : null,
      verified ? 1 : 0,
      counted ? 1 : 0,
      event.type === 'vitals' ? event.device : null,
      event.type === 'vitals' ? event.lcp : null,
      event.type === 'vitals' ? event.inp : null,
      event.type === 'vitals' ? event.cls : null,
      event.type === 'vitals' ? event.ttfb : null,
      event.type === 'search' ? `${searchWordsOf(event.query)} (${event.results})` : null,
    );
    addToBuckets(db, received);
  });
}

/** Stores CSP violations the browsers reported (no generation: a report does not say). */
export function recordCspViolations(
  db: DatabaseSync,
  violations: CspViolation[],
  receivedAt: number,
): void {
  inTransaction(db, () => {
    for (const violation of violations) {
      const route = matchRoute(violation.path).name;
      db.prepare(
        `INSERT INTO events (received_at, type, path, route, generation, kind, detail)
         VALUES (?, 'error', ?, ?, '', 'csp', ?)`,
      ).run(receivedAt, violation.path, route, `${violation.directive} ${violation.blocked}`);
      addCount(db, receivedAt, { route, generation: '' }, 'error:csp');
    }
  });
}

/** How many events are stored (a refused request must leave it unchanged). */
export function eventCount(db: DatabaseSync): number {
  return firstRow<{ count: number }>(db, 'SELECT COUNT(*) AS count FROM events')?.count ?? 0;
}
