import pg from 'pg';
import { postgresMigrations } from './postgresStore';
import { isStoreUnavailable } from './storeUnavailable';
import { competitionParts } from './testing/multipartBody';
import { createTestDatabase, startPostgresCluster } from './testing/postgresCluster';
import { startTestService } from './testing/testService';

jest.setTimeout(60_000);

describe('isStoreUnavailable', () => {
  it('knows a database server that does not answer from node-postgres’s own error', async () => {
    const client = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStoreUnavailable(refused)).toBe(true);
  });

  it('takes connection exceptions and shutdowns for unavailable, other SQL errors and bugs not', () => {
    const sqlError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });
    expect(
      ['08006', '08001', '57P01', '57P03', '53300'].map(sqlError).map(isStoreUnavailable),
    ).toEqual([true, true, true, true, true]);
    expect(['23505', '42P01', '22001'].map(sqlError).map(isStoreUnavailable)).toEqual([
      false,
      false,
      false,
    ]);
    expect(isStoreUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStoreUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isStoreUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a submission while PostgreSQL is down', () => {
  it('is answered 503 with Retry-After (the form sends it again), naming no cause', async () => {
    // A server of this test's own, so that stopping it leaves the other suites' server running.
    const cluster = await startPostgresCluster();
    const database = await createTestDatabase(cluster.url('postgres'));
    await postgresMigrations().applyPostgresAt(database.url);
    const running = await startTestService({}, { engine: 'postgres', databaseUrl: database.url });
    try {
      expect((await running.submit(competitionParts({ name: 'Before' }))).status).toBe(201);
      cluster.stop();
      const during = await running.submit(competitionParts({ name: 'During' }));
      expect([during.status, during.headers['retry-after'], during.json]).toEqual([
        503,
        '10',
        {
          error: 'unavailable',
          message: 'The submission could not be stored now, try again shortly',
        },
      ]);
    } finally {
      await running.stop();
      cluster.stop();
    }
  });
});
