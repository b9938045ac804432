import { execFile } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase } from 'forms-api/testing/postgres';
import { openEventStore } from '../site-events/eventStore';

jest.setTimeout(60_000);

/** Runs the command with `env` over this process's environment less its DATABASE_URL. */
const migrate = (env: Record<string, string>) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'migrateSiteEvents.ts')],
      { env: { ...inherited, ...env }, encoding: 'utf8' },
      (_error, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
    );
  });

describe('the site events on PostgreSQL and their migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  });
  afterEach(() => database.drop());

  it('are refused behind the code, naming the migration; the command applies it once', async () => {
    await expect(openEventStore({ databaseUrl: database.url })).rejects.toThrow(
      /is behind this code, missing 001-events: run npm run migrate$/,
    );
    const first = await migrate({ DATABASE_URL: database.url });
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(
      /^site events migrate: applied 001-events to postgres:\/\/forms_test@127\.0\.0\.1:\d+\/t_\w+ in \d+ ms\n$/,
    );
    expect((await migrate({ DATABASE_URL: database.url })).stdout).toMatch(/is up to date/);
    const db = await openEventStore({ databaseUrl: database.url });
    await db.close();
  });

  it('has nothing to do without DATABASE_URL', async () => {
    const done = await migrate({});
    expect(done.stdout).toMatch(/DATABASE_URL is not set.*nothing to do/);
  });
});
