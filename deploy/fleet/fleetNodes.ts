import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtMain } from 'forms-api/proxy';
import { loadSiteConfig, type SiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { entryArgs } from '../entries/hostingEntries';
import { writeSiteOrigins } from '../generations/siteState';
import { formsApiEnvironment, formsApiHealthUrl } from '../local-site/formsApiBeside';
import { siteEventsHealthUrl } from '../local-site/siteEventsBeside';
import { localNginxSite } from '../nginx/localSite';
import { recordServedBy } from '../nginx/servedBy';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from '../nginx/writeNginxConfig';
import { siteEventsEnvironment } from '../site-events/siteEventsDefaults';
import type { FleetLayout, FleetNode } from './fleetLayout';
import type { NodeProcesses } from './fleetRecord';
import { signalGroup, startDetached } from './processGroups';

/** An origin node's site configuration: its own ports and folders, the edge's public origins. */
export function writeNodeConfig(layout: FleetLayout, node: FleetNode): SiteConfig {
  writeFileSync(
    node.configFile,
    `${JSON.stringify(
      {
        port: node.port,
        origins: { shell: layout.origins.shell, ...layout.origins.remotes },
        folders: { state: node.stateDir, data: node.dataDir, releases: layout.releasesDir },
        // The edge, on this machine, names the visitor in X-Forwarded-For.
        nginx: { prefix: node.nginxPrefix, trustedProxies: ['127.0.0.1'] },
      },
      null,
      2,
    )}\n`,
  );
  return loadSiteConfig({ SITE_CONFIG: node.configFile });
}

/** Waits until `url` answers at all (any status), up to `ms`. */
export async function untilAnswering(url: string, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then(() => true)
      .catch(() => false);
    if (answered) return;
    if (Date.now() > deadline)
      throw new Error(`${what} does not answer at ${url} after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts an origin node: nginx over its state folder (its routing recorded for the follower),
 * the forms service and the site events service on the fleet's PostgreSQL, and its follower of
 * the release service. Resolves once each answers.
 */
export async function startNode(
  layout: FleetLayout,
  node: FleetNode,
  { databaseUrl, token }: { databaseUrl: string; token: string },
): Promise<NodeProcesses> {
  const config = loadSiteConfig({ SITE_CONFIG: node.configFile });
  const site = localNginxSite(config);
  writeNginxConfig(site);
  writeSiteOrigins(node.stateDir, config.origins);
  const check = spawnSync(NGINX_BIN, nginxArgs(site.prefix, ['-t', '-q']), { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed for ${node.name}:\n${check.stderr}`);
  const log = (what: string) => path.join(layout.logs, `${node.name}-${what}.log`);
  // Each process is given its own site configuration, never this command's.
  const base: NodeJS.ProcessEnv = { ...process.env, SITE_CONFIG: '', DATABASE_URL: databaseUrl };
  const processes: NodeProcesses = {
    nginx: startDetached(NGINX_BIN, nginxArgs(site.prefix, ['-g', 'daemon off;']), {
      env: base,
      log: log('nginx'),
    }),
    formsApi: startDetached(process.execPath, [builtMain()], {
      env: { ...base, ...formsApiEnvironment(config) },
      log: log('forms-api'),
      cwd: path.dirname(require.resolve('forms-api/package.json')),
    }),
    siteEvents: startDetached(process.execPath, entryArgs('siteEvents'), {
      env: { ...base, ...siteEventsEnvironment(config) },
      log: log('site-events'),
    }),
    follower: startDetached(process.execPath, entryArgs('originFollower'), {
      env: {
        ...base,
        SITE_CONFIG: node.configFile,
        RELEASE_SERVICE_URL: layout.service.url,
        RELEASE_TOKEN: token,
      },
      log: log('follower'),
    }),
  };
  recordServedBy(site);
  await Promise.all([
    untilAnswering(`${localUrl(config.listen.shell)}/`, 10_000, `${node.name}'s nginx`),
    untilAnswering(formsApiHealthUrl(config), 30_000, `${node.name}'s forms service`),
    untilAnswering(siteEventsHealthUrl(config), 30_000, `${node.name}'s site events service`),
    untilAnswering(`${node.followerUrl}/v1/health`, 30_000, `${node.name}'s follower`),
  ]);
  return processes;
}

export const nodePids = (processes: NodeProcesses) => [
  processes.nginx,
  processes.formsApi,
  processes.siteEvents,
  processes.follower,
];

/** Every process of a node, each with its group (nginx's workers too). */
export function signalNode(processes: NodeProcesses, signal: NodeJS.Signals): void {
  for (const pid of nodePids(processes)) signalGroup(pid, signal);
}
