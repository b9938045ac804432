import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Migrations } from 'forms-api/migrations';
import { connectPostgres } from 'forms-api/database-url';
import { postgresEventMigrations, type EventsLocation } from './eventDb';
import { eventCount, openEventStore } from './eventStore';
import { EVENT_ENGINES, testEventsLocation, type EventEngine } from './testEventStore';
import { windowSummary } from './windowSummary';

const LEDGER = 'site_events_migrations';

/**
 * A store as the first migration left it (page views and failures only), with a page view and
 * a failure of generation 000004 received a moment before `now`.
 */
async function storeOfTheFirstVersion(engine: EventEngine, location: EventsLocation, now: number) {
  const engineFolder = engine === 'PostgreSQL' ? 'postgres' : 'sqlite';
  const first = mkdtempSync(path.join(tmpdir(), 'site-events-first-'));
  const rows = [
    `INSERT INTO events (received_at, type, path, generation) VALUES (${now - 1000}, 'pageview', '/stores/', '000004')`,
    `INSERT INTO events (received_at, type, path, generation, kind, remote, release) VALUES (${now - 500}, 'failure', '/stores/', '000004', 'timeout', 'stores', NULL)`,
    "INSERT INTO generation_releases (generation, remote, release) VALUES ('000004', 'stores', NULL)",
  ];
  try {
    copyFileSync(
      path.join(__dirname, 'migrations', engineFolder, '001-events.sql'),
      path.join(first, '001-events.sql'),
    );
    const migrations = new Migrations(first, LEDGER);
    if ('file' in location) {
      const db = new DatabaseSync(location.file);
      migrations.applySqlite(db);
      for (const row of rows) db.exec(row);
      db.close();
      return;
    }
    await migrations.applyPostgresAt(location.databaseUrl);
    const pool = await connectPostgres(location.databaseUrl);
    try {
      for (const row of rows) await pool.query(row);
    } finally {
      await pool.end();
    }
  } finally {
    rmSync(first, { recursive: true, force: true });
  }
}

describe.each(EVENT_ENGINES)('the events store of the first migration (%s)', (engine) => {
  let store: Awaited<ReturnType<typeof testEventsLocation>>;
  beforeEach(async () => {
    store = await testEventsLocation(engine, { migrated: false });
  });
  afterEach(() => store.remove());

  it('is migrated with every event kept, given its route and added to the buckets once', async () => {
    const now = Date.now();
    await storeOfTheFirstVersion(engine, store.location, now);
    // PostgreSQL is migrated by `npm run migrate`; SQLite when the service opens its file.
    if ('databaseUrl' in store.location)
      expect(await postgresEventMigrations().applyPostgresAt(store.location.databaseUrl)).toEqual([
        '002-measures-and-page-loads',
        '003-alerts-and-health',
      ]);
    // Two services opening it (two hosts at once on PostgreSQL; one after the other on SQLite,
    // whose file one process opens): each event is added to the buckets once.
    const open = () => openEventStore(store.location);
    const [db, second] =
      engine === 'PostgreSQL' ? await Promise.all([open(), open()]) : [await open(), await open()];
    await second.close();
    try {
      expect(await eventCount(db)).toBe(2);
      expect((await windowSummary(db, '1h', now)).rows).toEqual([
        expect.objectContaining({
          route: 'store-directory',
          generation: '000004',
          releases: { stores: null },
          pageViews: 1,
          errors: { 'failure:timeout': 1 },
        }),
      ]);
      // The releases of the generation are kept a year from its first event.
      expect(await db.all('SELECT first_seen FROM generation_releases')).toEqual([
        { first_seen: now - 1000 },
      ]);
    } finally {
      await db.close();
    }
    // Opened again (a restart): nothing is counted twice.
    const again = await open();
    expect((await windowSummary(again, '1h', now)).rows[0]).toMatchObject({ pageViews: 1 });
    await again.close();
  });
});
