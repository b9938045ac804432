import { spawn } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';
import { DEFAULT_NGINX_CAPACITY } from '../config/siteConfig';
import type { GenerationInfo } from '../generations/generationStore';
import { CURRENT_LINK, generationsDir } from '../generations/siteState';
import type { SiteOrigins } from '../origins/siteOrigins';
import { EMPTY_HASHES } from '../prerender/inlineHashes';
import { EMPTY_ROUTING } from '../site-state/routeRequest';
import { emptyDocument } from '../site-state/siteStateDocument';
import { writeSiteState } from '../site-state/stateFile';
import type { NginxSite } from './renderNginxConfig';
import type { PolicyOptions } from './securityHeaders';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from './writeNginxConfig';

/** For tests: nginx and the Node server on loopback, with the files they serve. */
export const HOST = '127.0.0.1';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts `server` on a free port of loopback; resolves with the port. */
export const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, HOST, () => resolve((server.address() as AddressInfo).port)),
  );

/** Writes each file (a path below `root`) with its own path as its text, or `text`. */
export function writeFiles(root: string, files: string[], text?: string): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text ?? `${file}\n`);
  }
}

/** An address on loopback where nothing listens: what a test's site does not serve. */
const NOWHERE = `${HOST}:9`;

/** The policy of a site at `shell` whose remotes are at `remotes`, the others nowhere. */
export const testPolicy = (
  shell: string,
  remotes: Partial<Record<RemoteName, string>> = {},
): PolicyOptions => ({
  origins: {
    shell,
    remotes: {
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${NOWHERE}`])),
      ...remotes,
    } as SiteOrigins['remotes'],
  },
  inlineHashes: { ...EMPTY_HASHES },
});

/**
 * A site's nginx configuration for a test: its shell on loopback with nothing behind it (no
 * remote, editor, forms or events service) but what the test names.
 */
export const testNginxSite = (
  dir: string,
  site: Pick<NginxSite, 'shellListen' | 'shellDist' | 'stateDir'> & Partial<NginxSite>,
): NginxSite => ({
  prefix: path.join(dir, 'nginx'),
  accessLog: path.join(dir, 'nginx', 'access.jsonl'),
  remotes: [],
  formsUpstream: NOWHERE,
  eventsUpstream: NOWHERE,
  policy: testPolicy(`http://${HOST}:${site.shellListen.port}`),
  brotli: false,
  routing: EMPTY_ROUTING,
  trustedProxies: [],
  capacity: DEFAULT_NGINX_CAPACITY,
  editor: null,
  ...site,
});

/**
 * The state folder serving generation 000001 through its `current` link, with the state document
 * that says so (what the Node server reads to route a request), as the release service leaves
 * them. Returns the generation's folder, for the test to write its pages into.
 */
export function serveFirstGeneration(stateDir: string): string {
  const generation = path.join(generationsDir(stateDir), '000001');
  mkdirSync(generation, { recursive: true });
  symlinkSync(path.join('generations', '000001'), path.join(stateDir, CURRENT_LINK));
  writeSiteState(stateDir, {
    ...emptyDocument(`http://${NOWHERE}`, new Date()),
    served: ['000001'],
    generations: { '000001': {} as GenerationInfo },
  });
  return generation;
}

export interface RunningNginx {
  /** What nginx wrote on its standard error so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Writes the site's nginx configuration and runs nginx in the foreground until `stop`;
 * resolves once `url` answers.
 */
export async function startNginx(site: NginxSite, url: string): Promise<RunningNginx> {
  writeNginxConfig(site);
  const nginx = spawn(NGINX_BIN, nginxArgs(site.prefix, ['-g', 'daemon off;']), {
    stdio: 'pipe',
  });
  let log = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const running: RunningNginx = {
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', () => resolve());
        nginx.kill();
      }),
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    try {
      await fetch(url);
      return running;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await running.stop();
  throw new Error(`nginx did not answer ${url}: ${log}`);
}
