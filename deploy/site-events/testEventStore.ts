import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from 'forms-api/testing/postgres';
import { postgresEventMigrations, type EventsLocation } from './eventDb';

/** The engines every suite of the events store runs on: `describe.each(EVENT_ENGINES)`. */
export const EVENT_ENGINES = ['a real SQLite file', 'PostgreSQL'] as const;
export type EventEngine = (typeof EVENT_ENGINES)[number];

/**
 * Where a test's events go: a SQLite file in a new temporary folder, or a new database in the
 * run's test PostgreSQL (jest's global setup starts it) with the migrations applied as
 * `npm run migrate` applies them. `dir` is the test's folder either way; `remove` drops both.
 */
export async function testEventsLocation(
  engine: EventEngine,
  { migrated = true } = {},
): Promise<{ dir: string; location: EventsLocation; remove(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-events-'));
  if (engine === 'a real SQLite file')
    return {
      dir,
      location: { file: path.join(dir, 'events.sqlite') },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  if (migrated) await postgresEventMigrations().applyPostgresAt(database.url);
  return {
    dir,
    location: { databaseUrl: database.url },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
