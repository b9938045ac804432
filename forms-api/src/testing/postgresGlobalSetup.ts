import { startPostgresCluster, type PostgresCluster } from './postgresCluster';

/** Where the jest process keeps the cluster between the global setup and teardown. */
export const CLUSTER_KEY = Symbol.for('forms-api.testPostgres');

/**
 * jest's global setup: one throwaway PostgreSQL for the whole run (a suite makes its own
 * databases in it), its address in TEST_POSTGRES_URL for the test workers. A TEST_POSTGRES_URL
 * already set names a server of one's own (a role allowed to create databases): none is started.
 */
export default async function startTestPostgres(): Promise<void> {
  if (process.env.TEST_POSTGRES_URL) return;
  const cluster = await startPostgresCluster();
  process.env.TEST_POSTGRES_URL = cluster.url();
  (globalThis as Record<symbol, PostgresCluster>)[CLUSTER_KEY] = cluster;
}
