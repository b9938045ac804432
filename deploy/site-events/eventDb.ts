import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { redactedUrl } from 'forms-api/database-url';
import { Migrations } from 'forms-api/migrations';

/**
 * Where a site's events are stored: the SQLite file in its state folder (one machine), or
 * PostgreSQL when DATABASE_URL is set, shared by every host, so the canary watcher counts every
 * host's beacons.
 */
export type EventsLocation = { file: string } | { databaseUrl: string };

export const describeLocation = (location: EventsLocation) =>
  'file' in location ? location.file : redactedUrl(location.databaseUrl);

/** Whether anything can have been stored there yet (a SQLite file is made by the first write). */
export const eventsStored = (location: EventsLocation) =>
  'databaseUrl' in location || existsSync(location.file);

type Param = string | number | null;

/**
 * A query on either engine. SQL is written with PostgreSQL's placeholders ($1, $2…), which
 * SQLite reads as ?1, ?2…; counts come back as numbers on both.
 */
export interface EventQueries {
  all<Row>(sql: string, ...params: Param[]): Promise<Row[]>;
}

/** The events store's database, under the functions of eventStore.ts. */
export interface EventDb extends EventQueries {
  /** Runs `work` in one transaction: committed whole when it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: EventQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsOf = (engine: 'sqlite' | 'postgres') =>
  new Migrations(path.join(__dirname, 'migrations', engine), 'site_events_migrations');

/** The site events' numbered PostgreSQL migrations (applied by `npm run migrate`). */
export const postgresEventMigrations = () => migrationsOf('postgres');

function sqliteEvents(db: DatabaseSync): EventDb {
  const events: EventDb = {
    async all<Row>(sql: string, ...params: Param[]) {
      return db
        .prepare(sql.replace(/\$(\d+)/g, '?$1'))
        .all(...(params as SQLInputValue[])) as Row[];
    },
    // Every statement is synchronous here, so no other request's statements can come between.
    async transaction(work) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(events);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    async close() {
      db.close();
    },
  };
  return events;
}

async function postgresEvents(databaseUrl: string): Promise<EventDb> {
  const pool = await postgresEventMigrations().connectMigrated(databaseUrl, 'npm run migrate');
  const over = (client: Pick<typeof pool, 'query'>): EventQueries => ({
    async all<Row>(sql: string, ...params: Param[]) {
      return (await client.query(sql, params)).rows as Row[];
    },
  });
  return {
    ...over(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(over(client as unknown as Pick<typeof pool, 'query'>));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the events store: a SQLite file (created and migrated unless `readonly`; WAL, so readers
 * never wait for the writer) or PostgreSQL (reachable and migrated, or an Error saying which).
 */
export async function openEventStore(
  location: EventsLocation,
  { readonly = false } = {},
): Promise<EventDb> {
  if ('databaseUrl' in location) return postgresEvents(location.databaseUrl);
  if (!readonly) mkdirSync(path.dirname(location.file), { recursive: true });
  const db = new DatabaseSync(location.file, { readOnly: readonly, timeout: 5000 });
  if (!readonly) {
    db.exec('PRAGMA journal_mode = WAL');
    migrationsOf('sqlite').applySqlite(db);
  }
  return sqliteEvents(db);
}
