import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import { writeSiteOrigins } from '../generations/siteState';
import type { SiteOrigins } from '../origins/siteOrigins';
import type { PrerenderOptions } from '../prerender/prerender';
import { requiredExposes } from '../release/contractCheck';
import { fakeBuild } from '../release/fakeRemoteBuild';
import { createStaticServer } from '../server/createStaticServer';
import { postgresStateStore } from './postgresStateStore';
import { ReleaseService, type Asker } from './releaseService';

export const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * For the release service's tests: a site in a temporary folder, served for real (the shell's
 * pages from its state folder, the remotes' releases from their origin), whose pre-render is a
 * stand-in writing one page naming its generation and the gifts entry.
 */
export interface TestReleaseSite {
  root: string;
  stateDir: string;
  releasesRoot: string;
  /** A build of mf-gifts keeping its contract, to release. */
  giftsBuild: string;
  origins: SiteOrigins;
  shellUrl: string;
  /** Generations the stand-in rendered. */
  renders: number;
  /** The service's clock; null: the machine's. */
  clock: Date | null;
  /** Set: every render fails with this message (a remote down while pages are rendered). */
  renderFailure: string | null;
  /** A service over the site's state; closed with the site. */
  openService(): Promise<ReleaseService>;
  context(): { stateDir: string; shellDist: string; contentDir: string };
  /** The gift page as a visitor gets it from the shell's server, with `cookie`. */
  page(
    cookie?: string,
  ): Promise<{ html: string; generation: string | null; robots: string | null }>;
  /** Serves `server` on a free port of loopback, closed with the site. */
  serve(server: Server): Promise<string>;
  close(): Promise<void>;
}

export const askerOf = (actor = 'ana', command = 'test'): Asker => ({
  actor,
  pid: process.pid,
  host: 'test',
  command,
  started: Date.now(),
});

/** `databaseUrl`: the state in that PostgreSQL database rather than the state folder. */
export async function startTestReleaseSite({
  databaseUrl,
}: { databaseUrl?: string } = {}): Promise<TestReleaseSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'release-service-'));
  const servers: Server[] = [];
  const opened: ReleaseService[] = [];
  const serve = async (server: Server) => {
    servers.push(server);
    return `http://127.0.0.1:${await listen(server)}`;
  };
  const site = {
    root,
    stateDir: path.join(root, 'served'),
    releasesRoot: path.join(root, 'releases'),
    giftsBuild: fakeBuild(path.join(root, 'gifts-build'), requiredExposes('gifts')),
    renders: 0,
    clock: null as Date | null,
    renderFailure: null as string | null,
  };
  const shellDist = path.join(root, 'shell-dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'federation-assets.json'), '{"entry":{}}');
  // The remotes' origin: every remote's releases as the site serves them.
  const remoteOrigin = await serve(
    createStaticServer({
      root: site.giftsBuild,
      releases: path.join(site.releasesRoot, 'mf-gifts'),
    }),
  );
  const shellUrl = await serve(
    createStaticServer({ root: shellDist, spa: true, site: site.stateDir }),
  );
  const origins: SiteOrigins = {
    shell: shellUrl,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteOrigin]),
    ) as SiteOrigins['remotes'],
  };
  writeSiteOrigins(site.stateDir, origins);

  const result: TestReleaseSite = Object.assign(site, {
    origins,
    shellUrl,
    serve,
    context: () => ({
      stateDir: site.stateDir,
      shellDist,
      contentDir: path.join(root, 'content'),
    }),
    openService: async () => {
      const service = await ReleaseService.open({
        stateDir: site.stateDir,
        releasesRoot: site.releasesRoot,
        shellDist,
        origins,
        lockWaitMs: 0,
        log: () => undefined,
        now: () => result.clock ?? new Date(),
        render: (job: Omit<PrerenderOptions, 'log' | 'onNewHashes'>) => {
          result.renders += 1;
          if (result.renderFailure) return Promise.reject(new Error(result.renderFailure));
          mkdirSync(path.join(job.outDir, 'gift-generator'), { recursive: true });
          writeFileSync(
            path.join(job.outDir, 'gift-generator/index.html'),
            `<!doctype html><html><head><title>Gifts</title></head><body><div id="root">${job.generation} ${job.manifest.remotes.gifts ?? 'gifts off'} ${job.renderDate}</div></body></html>`,
          );
          writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.manifest));
          writeFileSync(
            path.join(job.outDir, 'csp-hashes.json'),
            JSON.stringify({ styleElements: [], scripts: [] }),
          );
          return Promise.resolve({ pages: 1, failures: [], seconds: 0.01 });
        },
        ...(databaseUrl
          ? { store: await postgresStateStore(databaseUrl, origins.shell, { leaseMs: 5_000 }) }
          : {}),
      });
      opened.push(service);
      return service;
    },
    page: async (cookie = '') => {
      const response = await fetch(`${shellUrl}/gift-generator/`, { headers: { cookie } });
      return {
        html: await response.text(),
        generation: response.headers.get('x-site-generation'),
        robots: response.headers.get('x-robots-tag'),
      };
    },
    close: async () => {
      for (const server of servers.splice(0)) {
        server.close();
        server.closeAllConnections();
      }
      await Promise.all(opened.splice(0).map((service) => service.close()));
      rmSync(root, { recursive: true, force: true });
    },
  });
  return result;
}
