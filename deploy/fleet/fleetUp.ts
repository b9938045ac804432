import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connectPostgres } from 'forms-api/database-url';
import { builtMain } from 'forms-api/proxy';
import { clusterPid, startPostgresCluster } from 'forms-api/testing/postgres';
import { SHELL_APP } from 'shared-lib/apps';
import { builtEntry, entryArgs } from '../entries/hostingEntries';
import { edgeFiles, startEdge } from '../edge/varnishd';
import type { EdgeSite } from '../edge/edgeVcl';
import { writeSiteOrigins } from '../generations/siteState';
import { isAlive } from '../generations/processAlive';
import { ORIGIN_READY_PATH } from '../origins/originReadiness';
import { distOf, REPO_ROOT } from '../origins/siteApps';
import { NGINX_BIN } from '../nginx/writeNginxConfig';
import { serviceToken } from '../release-service/serviceToken';
import { appPorts, type FleetLayout } from './fleetLayout';
import { nodePids, startNode, untilAnswering, writeNodeConfig } from './fleetNodes';
import { readFleetRecord, recordedPids, writeFleetRecord, type FleetRecord } from './fleetRecord';
import { startDetached } from './processGroups';

/** The fleet's database on its PostgreSQL: every service of every node shares it. */
const DATABASE = 'outlet';
/** The first generation is every page of the site, rendered once the fleet starts. */
const FIRST_RENDER_MS = 15 * 60 * 1000;

const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The edge over every node: each app's public port, its origins on the nodes, their probe. */
export function fleetEdge(layout: FleetLayout, graceSeconds: number): EdgeSite {
  return {
    apps: appPorts(layout.port).map((app, index) => ({
      name: app.name,
      listen: { host: '127.0.0.1', port: app.port },
      origins: layout.nodes.map((node) => ({
        host: '127.0.0.1',
        port: appPorts(node.port)[index]!.port,
      })),
      probe: app.name === SHELL_APP.name ? ORIGIN_READY_PATH : '/remoteEntry.js',
    })),
    graceSeconds,
    purgers: ['127.0.0.1'],
    trustedProxies: ['127.0.0.1'],
  };
}

/** Refuses to start on a machine (or a checkout) that lacks what the fleet runs. */
function checkPrerequisites(): void {
  const missing = [
    [
      path.join(distOf(SHELL_APP), 'federation-assets.json'),
      'the site is not built: npm run build',
    ],
    [builtMain(), 'forms-api is not built: npm run build'],
    [builtEntry('releaseService'), 'the hosting is not built: npm run build -w deploy'],
    [NGINX_BIN, 'nginx is not installed: apt-get install -y nginx'],
  ].filter(([file]) => !existsSync(file!));
  if (missing.length > 0)
    throw new Error(`fleet up is refused: ${missing.map(([, why]) => why).join('; ')}`);
}

/** Applies the migrations the fleet's database lacks, with the commands `npm run migrate` runs. */
function migrate(databaseUrl: string, log: (line: string) => void): void {
  for (const [command, args] of [
    [process.execPath, [builtMain().replace(/main\.js$/, 'migrate.js')]],
    [process.execPath, [builtEntry('migrateHosting')]],
  ] as const) {
    const run = spawnSync(command, args, {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`migrations failed: ${run.stderr || run.stdout}`);
    for (const line of run.stdout.trim().split('\n')) log(`  ${line}`);
  }
}

/**
 * `fleet up`: PostgreSQL, the origin nodes (nginx, the forms service, the site events service,
 * the follower, each node with its own state folder), the edge and the release service, on
 * loopback from `layout.port`; resolves once the edge serves the first generation, with the
 * record of every process (decision 393).
 */
export async function fleetUp(
  layout: FleetLayout,
  { graceSeconds, log }: { graceSeconds: number; log: (line: string) => void },
): Promise<FleetRecord> {
  const started = Date.now();
  const earlier = readFleetRecord(layout.recordFile);
  const running = earlier ? recordedPids(earlier).filter(isAlive) : [];
  if (running.length > 0)
    throw new Error(
      `The fleet on port ${layout.port} is up already (pids ${running.join(', ')}): npm run fleet -- down first`,
    );
  checkPrerequisites();
  rmSync(layout.dir, { recursive: true, force: true });
  mkdirSync(layout.logs, { recursive: true });
  mkdirSync(layout.releasesDir, { recursive: true });
  // nginx's workers, varnishd's child and PostgreSQL run as other users when this runs as root.
  for (
    let dir = layout.dir;
    dir !== path.dirname(dir) && dir.startsWith(REPO_ROOT);
    dir = path.dirname(dir)
  )
    chmodSync(dir, 0o755);

  const cluster = await startPostgresCluster({
    folder: layout.postgres.folder,
    port: layout.postgres.port,
  });
  const admin = await connectPostgres(cluster.url());
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const databaseUrl = cluster.url(DATABASE);
  migrate(databaseUrl, log);

  mkdirSync(path.dirname(layout.service.configFile), { recursive: true });
  writeSiteOrigins(layout.service.stateDir, layout.origins);
  const token = serviceToken(layout.service.stateDir);
  const origins = [];
  for (const node of layout.nodes) {
    mkdirSync(node.dir, { recursive: true });
    writeNodeConfig(layout, node);
    const processes = await startNode(layout, node, { databaseUrl, token });
    origins.push({ name: node.name, port: node.port, pids: nodePids(processes), processes });
    log(
      `${node.name}: nginx, forms, site events and follower from port ${node.port}, ${seconds(started)}`,
    );
  }
  const edgePid = startEdge(layout.edgeDir, fleetEdge(layout, graceSeconds));
  log(
    `edge: varnishd on ${appPorts(layout.port)
      .map((app) => app.port)
      .join(', ')} (${edgeFiles(layout.edgeDir).vcl})`,
  );

  writeFileSync(
    layout.service.configFile,
    `${JSON.stringify(
      {
        port: layout.port,
        origins: { shell: layout.origins.shell, ...layout.origins.remotes },
        folders: { state: layout.service.stateDir, releases: layout.releasesDir },
        fleet: { nodes: layout.nodes.map((node) => node.followerUrl), edge: layout.origins.shell },
      },
      null,
      2,
    )}\n`,
  );
  const env = { ...process.env, SITE_CONFIG: layout.service.configFile, DATABASE_URL: databaseUrl };
  const servicePid = startDetached(process.execPath, entryArgs('releaseService'), {
    env,
    log: path.join(layout.logs, 'release-service.log'),
  });
  log(`release service on ${layout.service.url}: rendering the first generation…`);
  const record: FleetRecord = {
    startedAt: new Date(started).toISOString(),
    edge: { port: layout.port, ports: appPorts(layout.port).map((app) => app.port), pid: edgePid },
    releaseService: { port: layout.service.port, pid: servicePid },
    postgres: {
      port: layout.postgres.port,
      pid: clusterPid(layout.postgres.folder)!,
      url: databaseUrl,
    },
    origins,
    token,
  };
  // Written now, so that `down` stops what runs even when the first render fails.
  writeFleetRecord(layout.recordFile, record);
  await untilServed(`${layout.origins.shell}/`, servicePid, FIRST_RENDER_MS);
  log(`the edge serves ${layout.origins.shell}/, ${seconds(started)}`);
  return record;
}

/** Waits until the edge answers `url` with a generation's page (200, X-Site-Generation). */
async function untilServed(url: string, servicePid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  await untilAnswering(url, ms, 'the edge');
  for (;;) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok && response.headers.get('x-site-generation')) return;
    if (!isAlive(servicePid)) throw new Error('The release service stopped: see its log');
    if (Date.now() > deadline) throw new Error(`${url} is not served after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
