import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startFormsService } from './service';
import { createTestDatabase } from './testing/postgresCluster';

jest.setTimeout(60_000);

const adminUrl = () => process.env.TEST_POSTGRES_URL!;

/** Runs a command of forms-api from its source, as `npm run` runs its build. */
function run(script: string, env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(__dirname, script)],
      {
        cwd: path.join(__dirname, '..'),
        env: { ...process.env, FORMS_API_PORT: '0', ...env },
        encoding: 'utf8',
      },
      (_error, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
    );
  });
}

/** The service on `databaseUrl`, or the reason it refused to start. */
async function startOn(databaseUrl: string, dataDir: string): Promise<string> {
  const config = { ...loadConfig({}), port: 0, dataDir, databaseUrl };
  const service = await startFormsService(config, { log: createLogger('silent') }).catch(
    (error: Error) => error,
  );
  if (service instanceof Error) return service.message;
  await service.close();
  return 'started';
}

describe('migrations on PostgreSQL', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-migrate-'));
    database = await createTestDatabase(adminUrl());
  });
  afterEach(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('the service refuses a database behind the code, naming what is missing; the command brings it up to date', async () => {
    expect(await startOn(database.url, dataDir)).toMatch(
      /is behind this code, missing 001-submissions-and-outbox, 002-rate-buckets: run npm run migrate -w forms-api/,
    );

    const first = await run('migrate.ts', { DATABASE_URL: database.url });
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^forms-api migrate: applied 001-submissions-and-outbox, 002-rate-buckets to postgres:\/\/forms_test@127\.0\.0\.1:\d+\/t_[0-9a-f]+ in \d+ ms\n$/,
    );
    expect(await startOn(database.url, dataDir)).toBe('started');

    const again = await run('migrate.ts', { DATABASE_URL: database.url });
    expect(again.stdout).toMatch(/is up to date, nothing applied \(\d+ ms\)/);
  });

  it('names the one migration a database lacks, and two commands at once apply it once', async () => {
    expect((await run('migrate.ts', { DATABASE_URL: database.url })).status).toBe(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("DELETE FROM forms_api_migrations WHERE version = '002'");
      await client.query('DROP TABLE rate_buckets');
    } finally {
      await client.end();
    }
    expect(await startOn(database.url, dataDir)).toMatch(/missing 002-rate-buckets: run/);

    const both = await Promise.all(
      [0, 1].map(() => run('migrate.ts', { DATABASE_URL: database.url })),
    );
    expect(both.map((done) => done.status)).toEqual([0, 0]);
    expect(both.filter((done) => done.stdout.includes('applied 002-rate-buckets'))).toHaveLength(1);
    expect(await startOn(database.url, dataDir)).toBe('started');
  });

  it('refuses an address it cannot reach, naming it without the password', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const url = `postgres://forms:s3cret@127.0.0.1:${port}/forms`;
    const message = await startOn(url, dataDir);
    expect(message).toBe(
      `DATABASE_URL postgres://forms:***@127.0.0.1:${port}/forms cannot be used: connect ECONNREFUSED 127.0.0.1:${port}`,
    );

    const main = await run('main.ts', { DATABASE_URL: url, FORMS_API_DATA_DIR: dataDir });
    expect(main.status).toBe(1);
    expect(main.stderr).toContain(
      `forms-api: refusing to start:\n  DATABASE_URL postgres://forms:***@`,
    );
    expect(main.stderr).not.toContain('s3cret');
  });
});

describe('DATABASE_URL in the configuration', () => {
  const problems = (value: string) => {
    try {
      loadConfig({ DATABASE_URL: value });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('is a postgres:// URL naming a host and a database, quoted without its password', () => {
    expect(loadConfig({}).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgresql://app@db.internal/forms' }).databaseUrl).toBe(
      'postgresql://app@db.internal/forms',
    );
    expect(problems('')).toEqual([
      'DATABASE_URL is set but empty (unset it to keep SQLite in the data folder)',
    ]);
    expect(problems('mysql://app:pw@db/forms')).toEqual([
      'DATABASE_URL mysql://app:***@db/forms: expected postgres:// or postgresql://, not mysql://',
    ]);
    expect(problems('postgres://app:pw@db.internal')).toEqual([
      'DATABASE_URL postgres://app:***@db.internal: names no database (…/database)',
    ]);
    expect(problems('db.internal/forms')).toEqual([
      'DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database)',
    ]);
  });
});

describe('migrations on SQLite', () => {
  it('are applied by the command too', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-migrate-'));
    try {
      const first = await run('migrate.ts', { FORMS_API_DATA_DIR: dataDir });
      expect(first.stdout).toMatch(
        /applied 001-submissions-and-outbox, 002-outbox-lease to SQLite in .*forms-migrate-\w+ in \d+ ms/,
      );
      expect((await run('migrate.ts', { FORMS_API_DATA_DIR: dataDir })).stdout).toMatch(
        /up to date/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
