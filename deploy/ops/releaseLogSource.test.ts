import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from 'forms-api/testing/postgres';
import { localSiteOrigins } from '../origins/siteOrigins';
import { postgresStateMigrations, postgresStateStore } from '../release-service/postgresStateStore';
import { ReleaseService } from '../release-service/releaseService';
import { postgresEventMigrations } from '../site-events/eventDb';
import { openEventStore } from '../site-events/eventStore';
import { isFailedRerender } from './releaseLogLines';
import { releaseLogTable } from './releaseLogSource';

const NOW = new Date('2026-11-30T13:05:00Z');
const ORIGINS = localSiteOrigins(8080, '127.0.0.1');

describe('the release log with the release state in PostgreSQL', () => {
  let root: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'release-log-table-'));
    mkdirSync(path.join(root, 'shell-dist'));
    writeFileSync(path.join(root, 'shell-dist', 'federation-assets.json'), '{"entry":{}}');
    // One database for the events and the release state, as `npm run migrate` makes it.
    database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
    await postgresEventMigrations().applyPostgresAt(database.url);
    await postgresStateMigrations().applyPostgresAt(database.url);
  });
  afterEach(async () => {
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('is read from the table the release service writes, for its own site only', async () => {
    const service = await ReleaseService.open({
      stateDir: path.join(root, 'served'),
      releasesRoot: path.join(root, 'releases'),
      shellDist: path.join(root, 'shell-dist'),
      origins: ORIGINS,
      lockWaitMs: 0,
      log: () => undefined,
      now: () => NOW,
      store: await postgresStateStore(database.url, ORIGINS.shell, { leaseMs: 5_000 }),
    });
    const events = await openEventStore({ databaseUrl: database.url });
    try {
      await service.logFailure(
        { actor: 'Canberra midnight', pid: 1, host: 'test', command: 'test', started: +NOW },
        { action: 'rerender', change: 'render date 2026-11-30 → 2026-12-01', reason: 'midnight' },
        new Error('Generation 000012 is refused: /stores/ stores (timeout)'),
      );
      const lines = await releaseLogTable(events, ORIGINS.shell)();
      expect(lines).toEqual([
        expect.objectContaining({
          time: +NOW,
          action: 'rerender',
          fields: expect.objectContaining({
            error: 'Generation 000012 is refused: /stores/ stores (timeout)',
          }),
        }),
      ]);
      expect(isFailedRerender(lines[0]!)).toBe(true);
      expect(await releaseLogTable(events, 'https://another.example')()).toEqual([]);
    } finally {
      await events.close();
      await service.close();
    }
  });
});
