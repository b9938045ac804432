import type { PostgresCluster } from './postgresCluster';
import { CLUSTER_KEY } from './postgresGlobalSetup';

/** jest's global teardown: stops the run's PostgreSQL and removes its folder. */
export default function stopTestPostgres(): void {
  const holder = globalThis as Record<symbol, PostgresCluster | undefined>;
  holder[CLUSTER_KEY]?.stop();
  delete holder[CLUSTER_KEY];
}
