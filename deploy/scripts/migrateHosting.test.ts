import { execFile } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from 'forms-api/testing/postgres';
import { postgresStateStore } from '../release-service/postgresStateStore';
import { openEventStore } from '../site-events/eventStore';

jest.setTimeout(60_000);

/** Runs the command with `env` over this process's environment less its DATABASE_URL. */
const migrate = (env: Record<string, string>) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'migrateHosting.ts')],
      { env: { ...inherited, ...env }, encoding: 'utf8' },
      (_error, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
    );
  });

describe('the site events and the release service on PostgreSQL, and their migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  });
  afterEach(() => database.drop());

  it('are refused behind the code, naming the migration; the command applies each once', async () => {
    await expect(openEventStore({ databaseUrl: database.url })).rejects.toThrow(
      /is behind this code, missing 001-events, 002-measures-and-page-loads, 003-alerts-and-health: run npm run migrate$/,
    );
    const openState = () => postgresStateStore(database.url, 'http://site.test', { leaseMs: 1000 });
    await expect(openState()).rejects.toThrow(
      /is behind this code, missing 001-release-state: run npm run migrate$/,
    );
    const first = await migrate({ DATABASE_URL: database.url });
    expect([first.status, first.stderr]).toEqual([0, '']);
    const at = 'postgres:\\/\\/forms_test@127\\.0\\.0\\.1:\\d+\\/t_\\w+';
    expect(first.stdout).toMatch(
      new RegExp(
        `^site events migrate: applied 001-events, 002-measures-and-page-loads, 003-alerts-and-health to ${at} in \\d+ ms\nrelease service migrate: applied 001-release-state to ${at} in \\d+ ms\n$`,
      ),
    );
    const again = await migrate({ DATABASE_URL: database.url });
    expect(again.stdout.match(/is up to date, nothing applied/g)).toHaveLength(2);
    const db = await openEventStore({ databaseUrl: database.url });
    await db.close();
    await (await openState()).close();
  });

  it('has nothing to do without DATABASE_URL', async () => {
    const done = await migrate({});
    expect(done.stdout).toMatch(/DATABASE_URL is not set.*nothing to do/);
  });
});
