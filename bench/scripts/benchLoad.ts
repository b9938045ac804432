import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FederationAssets } from 'shared-lib/contracts';
import { REMOTE_APPS, SITE_APPS } from 'shared-lib/apps';
import { NGINX_BIN } from 'deploy/nginx-bin';
import { serveNginx } from 'deploy/serve-nginx';
import { loadSiteConfig } from 'deploy/site-config';
import { HOST } from 'deploy/serve-site';
import { distOf, REPO_ROOT } from 'deploy/site-apps';
import { benchRoutes } from '../src/benchRoutes';
import {
  loadMarkdown,
  STORE_PAGE,
  STORE_PAGE_DATA,
  storePageShare,
  type LoadFigures,
  type LoadResults,
} from '../src/loadFigures';
import { machine, nginxVersion } from '../src/machine';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 8160);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const BENCH_DIR = path.join(REPO_ROOT, 'bench');
const MAX_FAILED_SHARE = 0.001;

/** The shell's largest content-hashed start script: what every page's first visit fetches. */
function largestHashedChunk(shellDist: string): string {
  const assets = JSON.parse(
    readFileSync(path.join(shellDist, 'federation-assets.json'), 'utf8'),
  ) as FederationAssets;
  const hashed = assets.entry.js.filter((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
  if (hashed.length === 0) throw new Error(`${shellDist} has no content-hashed start script`);
  return hashed
    .map((file) => ({ file, size: statSync(path.join(shellDist, file)).size }))
    .sort((a, b) => b.size - a.size)[0]!.file;
}

/** Runs the load generator in a process of its own and reads its one line of figures. */
function measure(name: string, url: string): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = spawn(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        path.join(__dirname, '../src/loadWorker.ts'),
        name,
        url,
        String(CONNECTIONS),
        String(SECONDS),
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The load generator for ${url} failed (${code})`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)!) as LoadFigures);
    });
  });
}

/**
 * `npm run bench:load`: serves the last build through nginx as `npm run serve:nginx` does (on
 * BENCH_LOAD_PORT, 8160 by default, and the five after it), then puts autocannon, in a second
 * process, on a store page, its page data, a remote's remoteEntry.js and the shell's largest
 * content-hashed chunk in turn. Writes bench/load.json and bench/load.md with the machine and
 * the store page's requests per second as a share of its page data's.
 */
async function benchLoad(): Promise<void> {
  const started = Date.now();
  const loadAverage = os.loadavg()[0]!;
  const shellDist = distOf(SITE_APPS[0]!);
  const storesPortOffset = REMOTE_APPS.find((app) => app.name === 'stores')!.portOffset;
  const store = benchRoutes(shellDist).find((route) => route.name === 'store')!;
  // One load generator is one client: nginx's per-client limits would measure themselves.
  const nginx = await serveNginx(
    loadSiteConfig({
      ...process.env,
      PORT: String(PORT),
      NGINX_REQUESTS_PER_SECOND: '0',
      NGINX_CONNECTIONS_PER_CLIENT: '0',
    }),
  );
  const shell = `http://${HOST}:${PORT}`;
  const targets: [string, string][] = [
    [STORE_PAGE, `${shell}${store.path}`],
    [STORE_PAGE_DATA, `${shell}/assets/data${store.path}index.json`],
    ['remoteEntry.js (mf-stores)', `http://${HOST}:${PORT + storesPortOffset}/remoteEntry.js`],
    ['hashed chunk (shell)', `${shell}/${largestHashedChunk(shellDist)}`],
  ];
  const figures: LoadFigures[] = [];
  try {
    for (const [name, url] of targets) {
      console.log(`Loading ${url} (${CONNECTIONS} connections, ${SECONDS} s)…`);
      const result = await measure(name, url);
      const failed = result.non2xx + result.errors;
      console.log(
        `  ${Math.round(result.requestsPerSecond)} requests/s, p95 ${result.latencyMs.p95.toFixed(1)} ms; ${result.non2xx} answers not 2xx, ${result.errors} requests without an answer`,
      );
      // One reset connection in thousands says little; more means the figures measure failures.
      if (failed > result.requests * MAX_FAILED_SHARE)
        throw new Error(
          `${url}: ${failed} of ${result.requests} requests failed (${result.non2xx} not 2xx, ${result.errors} without an answer), over ${MAX_FAILED_SHARE * 100}%: the figures would not measure serving`,
        );
      figures.push(result);
    }
  } finally {
    nginx.kill('SIGQUIT');
  }
  const results: LoadResults = {
    date: new Date().toISOString(),
    loadAverage,
    machine: { ...machine(), nginx: nginxVersion(NGINX_BIN) },
    targets: figures,
    storePageShare: storePageShare(figures),
  };
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'load.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = loadMarkdown(results);
  writeFileSync(path.join(BENCH_DIR, 'load.md'), `# Load figures\n\n${markdown}`);
  console.log(
    `\n${markdown}\nWritten to bench/load.json and bench/load.md in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

benchLoad().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);
