import path from 'node:path';
import { matchRoute } from 'shared-lib/routes';
import type { SiteEvent } from 'shared-lib/site-events';
import type { CspViolation } from './cspReport';
import {
  describeLocation,
  eventsStored,
  openEventDb,
  type EventDb,
  type EventQueries,
  type EventsLocation,
} from './eventDb';
import { routeEarlierEvents } from './earlierEvents';
import { VITAL_METRICS } from 'shared-lib/site-events';
import { addCount, addToHistogram, bucketStart } from './timeBuckets';

export { describeLocation, eventsStored } from './eventDb';
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

/**
 * Opens the events store (eventDb.ts) for the service or a reader; the service's (not
 * `readonly`) also gives the events stored before the time buckets their route and adds them to
 * the buckets (earlierEvents.ts).
 */
export async function openEventStore(
  location: EventsLocation,
  { readonly = false } = {},
): Promise<EventDb> {
  const db = await openEventDb(location, { readonly });
  if (!readonly)
    await routeEarlierEvents(db).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
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

const DAILY = {
  daily_paths: { key: 'path', columns: ['route', 'views'], added: ['views'] },
  daily_searches: { key: 'query', columns: ['searches', 'empty'], added: ['searches', 'empty'] },
} as const;

/** Adds to a day's row for `key`, or to its `(other)` row once the day has DAILY_KEYS rows. */
async function addDaily(
  db: EventQueries,
  table: keyof typeof DAILY,
  day: number,
  key: string,
  values: (string | number)[],
): Promise<void> {
  const { key: keyColumn, columns, added } = DAILY[table];
  let row = key;
  const [known] = await db.all(
    `SELECT 1 AS found FROM ${table} WHERE day = $1 AND ${keyColumn} = $2`,
    day,
    key,
  );
  if (!known) {
    const [{ count } = { count: 0 }] = await db.all<{ count: number }>(
      `SELECT COUNT(*) AS count FROM ${table} WHERE day = $1`,
      day,
    );
    if (count >= DAILY_KEYS) row = '(other)';
  }
  const names = ['day', keyColumn, ...columns];
  await db.run(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (day, ${keyColumn})
     DO UPDATE SET ${added.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ')}`,
    day,
    row,
    ...values,
  );
}

/**
 * Words that may be somebody's: an address, a phone or card number. Held back as `(withheld)`
 * rather than stored (decision 324).
 */
const PERSONAL = /@|\d[\d\s-]{2,}\d|https?:/;

/** What is stored of a search's words. */
export const searchWordsOf = (query: string) =>
  PERSONAL.test(query) ? '(withheld)' : query.toLowerCase().replace(/\s+/g, ' ').trim();

/** The route an event is about, as its buckets and rows name it. */
const routeOf = (event: SiteEvent) =>
  event.type === 'search' ? 'search' : 'route' in event ? event.route : matchRoute(event.path).name;

async function addToBuckets(db: EventQueries, { event, receivedAt }: ReceivedEvent) {
  const route = routeOf(event);
  const key = { route, generation: event.generation };
  const day = bucketStart(receivedAt, 'day');
  if (event.type === 'search') {
    await addCount(db, receivedAt, key, 'search');
    if (event.results === 0) await addCount(db, receivedAt, key, 'search:none');
    await addDaily(db, 'daily_searches', day, searchWordsOf(event.query), [
      1,
      event.results === 0 ? 1 : 0,
    ]);
  } else if (event.type === 'pageview') {
    await addCount(db, receivedAt, key, 'pageview');
    await addDaily(db, 'daily_paths', day, event.path, [route, 1]);
  } else if (event.type === 'failure') await addCount(db, receivedAt, key, `failure:${event.kind}`);
  else if (event.type === 'error') await addCount(db, receivedAt, key, `error:${event.kind}`);
  else {
    await addCount(db, receivedAt, key, 'vitals');
    for (const metric of VITAL_METRICS) {
      const value = event[metric];
      if (value !== null)
        await addToHistogram(db, receivedAt, { ...key, device: event.device }, metric, value);
    }
  }
}

/** Stores an event and adds it to the time buckets, in one transaction. */
export async function recordEvent(db: EventDb, received: ReceivedEvent): Promise<void> {
  const { event, receivedAt, verified, counted, servedGeneration } = received;
  await db.transaction(async (tx) => {
    if ((event.type === 'pageview' || event.type === 'vitals') && servedGeneration)
      for (const [remote, release] of Object.entries(event.releases))
        await tx.run(
          `INSERT INTO generation_releases (generation, remote, release, first_seen)
           VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          event.generation,
          remote,
          release ?? null,
          receivedAt,
        );
    await tx.run(
      `INSERT INTO events (received_at, type, path, route, generation, kind, remote, release, page,
         verified, counted, device, lcp, inp, cls, ttfb, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      receivedAt,
      event.type,
      event.type === 'search' ? '/search/' : event.path,
      routeOf(event),
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
    await addToBuckets(tx, received);
  });
}

/** Stores CSP violations the browsers reported (no generation: a report does not say). */
export async function recordCspViolations(
  db: EventDb,
  violations: CspViolation[],
  receivedAt: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const violation of violations) {
      const route = matchRoute(violation.path).name;
      await tx.run(
        `INSERT INTO events (received_at, type, path, route, generation, kind, detail)
         VALUES ($1, 'error', $2, $3, '', 'csp', $4)`,
        receivedAt,
        violation.path,
        route,
        `${violation.directive} ${violation.blocked}`,
      );
      await addCount(tx, receivedAt, { route, generation: '' }, 'error:csp');
    }
  });
}

/** How many events are stored (a refused request must leave it unchanged). */
export async function eventCount(db: EventQueries): Promise<number> {
  const [row] = await db.all<{ count: number }>('SELECT COUNT(*) AS count FROM events');
  return row?.count ?? 0;
}

/**
 * `read` over the site's events store (eventsLocationOf), opened read-only (the service keeps
 * writing) and closed after; `result` is null when nothing is stored there yet. `where` names
 * the store, for what a command says.
 */
export async function readStoredEvents<T>(
  stateDir: string,
  read: (db: EventDb) => Promise<T>,
): Promise<{ where: string; result: T | null }> {
  const location = eventsLocationOf(stateDir);
  const where = describeLocation(location);
  if (!eventsStored(location)) return { where, result: null };
  const db = await openEventStore(location, { readonly: true });
  try {
    return { where, result: await read(db) };
  } finally {
    await db.close();
  }
}
