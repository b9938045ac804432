import path from 'node:path';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * The hosting's entry points, by name: each one's source under deploy/. `npm run build -w deploy`
 * bundles each into `deploy/dist/{name}.js`, which production runs with plain node from a
 * production install (decision 341). An entry point is a file that does its work when run and
 * exports nothing: the bundle of one never runs another's.
 */
export const HOSTING_ENTRIES = {
  start: 'scripts/start.ts',
  serve: 'scripts/serve.ts',
  serveNginx: 'scripts/serveNginx.ts',
  nginxConfig: 'scripts/nginxConfig.ts',
  release: 'scripts/release.ts',
  releaseService: 'release-service/main.ts',
  renderWorker: 'release-service/renderWorker.ts',
  siteEvents: 'ops/siteEventsMain.ts',
  ops: 'scripts/ops.ts',
  migrateHosting: 'scripts/migrateHosting.ts',
  formsApi: 'scripts/formsApi.ts',
  originFollower: 'fleet/followerMain.ts',
  fleet: 'scripts/fleet.ts',
  users: 'scripts/users.ts',
  editorBackend: 'scripts/editorBackend.ts',
} as const;

export type HostingEntry = keyof typeof HOSTING_ENTRIES;

export const DEPLOY_ROOT = path.join(REPO_ROOT, 'deploy');
/** Where the entry points are built to. */
export const HOSTING_DIST = path.join(DEPLOY_ROOT, 'dist');

export const builtEntry = (name: HostingEntry) => path.join(HOSTING_DIST, `${name}.js`);
export const sourceEntry = (name: HostingEntry) => path.join(DEPLOY_ROOT, HOSTING_ENTRIES[name]);

/** Whether this code runs from the build (deploy/dist) rather than from its TypeScript. */
export const runsBuilt = !__filename.endsWith('.ts');

/**
 * The arguments for node that start another entry point the way this process runs: its built
 * file from a build, its source through tsx from the sources (the unit tests, the benchmarks).
 */
export const entryArgs = (name: HostingEntry): string[] =>
  runsBuilt ? [builtEntry(name)] : ['--import', 'tsx', sourceEntry(name)];

/** The hosting's services with numbered migrations of their own (decision 354). */
export type MigratedService = 'site-events' | 'release-service';

/**
 * A service's numbered migrations: beside its code in the sources
 * (`deploy/{service}/migrations/`), copied to `deploy/dist/migrations/{service}/` by the build.
 */
export const migrationsDir = (service: MigratedService): string =>
  runsBuilt
    ? path.join(HOSTING_DIST, 'migrations', service)
    : path.join(DEPLOY_ROOT, service, 'migrations');
