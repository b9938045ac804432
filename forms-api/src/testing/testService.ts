import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQLInputValue } from 'node:sqlite';
import type { CaptchaVerifier } from '../captcha';
import { loadConfig, type FormsApiConfig } from '../config';
import type { FormsStore, SubmissionRow } from '../formsStore';
import { createLogger, type Logger } from '../logger';
import { postgresMigrations, type PostgresFormsStore } from '../postgresStore';
import { startFormsService, SUBMIT_PATH, type FormsService } from '../service';
import type { SqliteFormsStore } from '../sqliteStore';
import { multipartBody, type Part } from './multipartBody';
import { createTestDatabase } from './postgresCluster';
import { post } from './post';

export const ORIGIN = 'http://site.test:8080';

export type Engine = FormsStore['engine'];
/** Every suite that stores runs on both: `describe.each(ENGINES)`. */
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** A database of its own in the run's test PostgreSQL (jest's global setup), migrated. */
export async function migratedTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl)
    throw new Error('TEST_POSTGRES_URL is not set: run with jest, whose global setup starts one');
  const database = await createTestDatabase(adminUrl);
  await postgresMigrations().applyPostgresAt(database.url);
  return database;
}

/**
 * The real service on an ephemeral loopback port with its own temporary data directory, on
 * SQLite there or on a new PostgreSQL database (`engine`); `databaseUrl` shares one instead (the
 * caller's to drop).
 */
export async function startTestService(
  overrides: Partial<FormsApiConfig> = {},
  options: { captcha?: CaptchaVerifier; log?: Logger; engine?: Engine; databaseUrl?: string } = {},
) {
  const { engine = 'sqlite', databaseUrl, ...serviceOptions } = options;
  const database = engine === 'postgres' && !databaseUrl ? await migratedTestDatabase() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-api-test-'));
  const config: FormsApiConfig = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: databaseUrl ?? database?.url ?? null,
    allowedOrigins: [ORIGIN],
    ratePerMinute: 100_000,
    maxUploadsInFlight: 1000,
    maxUploadsPerClient: 1000,
    minFreeDiskBytes: 0,
    ...overrides,
  };
  const service: FormsService = await startFormsService(config, {
    log: createLogger('silent'),
    ...serviceOptions,
  });
  const submit = (parts: Part[], headers: Record<string, string> = {}) => {
    const { body, contentType } = multipartBody(parts);
    return post(`${service.url}${SUBMIT_PATH}`, body, {
      Origin: ORIGIN,
      'Content-Type': contentType,
      ...headers,
    });
  };
  /** A query in PostgreSQL's placeholders ($1, $2…), which are SQLite's ?1, ?2… */
  const query = async <Row>(sql: string, ...params: SQLInputValue[]): Promise<Row[]> =>
    service.store.engine === 'sqlite'
      ? ((service.store as SqliteFormsStore).db
          .prepare(sql.replace(/\$(\d+)/g, '?$1'))
          .all(...params) as Row[])
      : ((await (service.store as PostgresFormsStore).pool.query(sql, params)).rows as Row[]);
  return {
    service,
    config,
    submit,
    query,
    rows: async () => (await service.store.select({})).length,
    row: async (id: unknown): Promise<SubmissionRow> =>
      (await service.store.submission(String(id)))!,
    tmpFiles: () => readdirSync(service.store.tmpDir),
    /** How many files are stored (on disk with SQLite, in the database with PostgreSQL). */
    storedFiles: async () =>
      service.store.engine === 'sqlite'
        ? readdirSync((service.store as SqliteFormsStore).filesDir).length
        : (await query<{ n: number }>('SELECT count(*) AS n FROM submission_files'))[0]!.n,
    async stop() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
