import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchRoutes } from '../src/benchRoutes';
import {
  resultsMarkdown,
  resultsSummary,
  type BenchResults,
  type Budgets,
  type RouteResult,
} from '../src/benchResults';
import { appSizes, pageDataSizes } from '../src/buildSizes';
import { chromiumVersion, machine } from '../src/machine';
import { measureWithLighthouse } from '../src/runLighthouse';
import { makeZeroJsCopy } from '../src/zeroJsCopy';
import { CURRENT_LINK, sharedDir } from 'deploy/site-state';
import { loadSiteConfig } from 'deploy/site-config';
import { createStaticServer } from 'deploy/static-server';
import { buildAll } from 'site-tooling/build';
import { HOST, serveSite } from 'deploy/serve-site';
import { SITE_APPS } from 'shared-lib/apps';
import { distOf, REPO_ROOT } from 'deploy/site-apps';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8150);
const BENCH_DIR = path.join(REPO_ROOT, 'bench');
const ONE_REMOTE = 'mf-gifts';
/** For trying a change quickly: `BENCH_ONLY=store,offer` measures those routes of the last build and writes nothing. */
const ONLY = process.env.BENCH_ONLY?.split(',');

function timed(run: () => void): number {
  const started = Date.now();
  run();
  return (Date.now() - started) / 1000;
}

/** Shows the summary in the README, between its bench markers; the table is in bench/results.md. */
function updateReadme(markdown: string): void {
  const file = path.join(REPO_ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!readme.includes(start) || !readme.includes(end))
    throw new Error(`README.md lacks ${start} … ${end}`);
  writeFileSync(
    file,
    readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${markdown}\n${end}`),
  );
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
}

/**
 * `npm run bench`: builds everything (timed, then one remote alone), serves the site as
 * `npm start` does, and measures each kind of route with Lighthouse in Debian's Chromium (mobile
 * and desktop presets, simulated throttling, medians of 3 runs), and again a copy of each page
 * with every script removed. Writes bench/results.json and bench/results.md, and the README's
 * summary of them.
 */
async function bench(): Promise<void> {
  const everythingSeconds = ONLY ? 0 : timed(buildAll);
  const oneRemoteSeconds = ONLY
    ? 0
    : timed(() => {
        const result = spawnSync('npm', ['--silent', 'run', 'build', '-w', ONE_REMOTE], {
          cwd: REPO_ROOT,
          stdio: 'inherit',
        });
        if (result.status !== 0) throw new Error(`Building ${ONE_REMOTE} failed`);
      });

  console.log('Serving the site for the benchmark:');
  const config = loadSiteConfig({ ...process.env, PORT: String(PORT) });
  const servers = await serveSite(config);
  const shellDist = distOf(SITE_APPS[0]!);
  const zeroJsDir = path.join(os.tmpdir(), 'outlet-bench-zero-js');
  const stateDir = config.folders.state;
  makeZeroJsCopy(
    [shellDist, sharedDir(stateDir), realpathSync(path.join(stateDir, CURRENT_LINK))],
    zeroJsDir,
  );
  const zeroJsServer = createStaticServer({ root: zeroJsDir, spa: true });
  await listen(zeroJsServer, PORT + 9);

  const routes: RouteResult[] = [];
  try {
    for (const route of benchRoutes(shellDist).filter(
      (candidate) => !ONLY || ONLY.includes(candidate.name),
    )) {
      console.log(`Measuring ${route.name} (${route.path})…`);
      const url = `http://${HOST}:${PORT}${route.path}`;
      const mobile = await measureWithLighthouse(url, 'mobile', RUNS);
      const desktop = await measureWithLighthouse(url, 'desktop', RUNS);
      const zeroJs = await measureWithLighthouse(
        `http://${HOST}:${PORT + 9}${route.path}`,
        'mobile',
        RUNS,
      );
      routes.push({ ...route, mobile, desktop, zeroJs, lcpRatio: mobile.lcpMs / zeroJs.lcpMs });
      console.log(
        `  mobile ${mobile.performance}, LCP ${Math.round(mobile.lcpMs)} ms (zero-JS ${Math.round(zeroJs.lcpMs)} ms), TBT ${Math.round(mobile.tbtMs)} ms, CLS ${mobile.cls.toFixed(3)}; desktop ${desktop.performance}`,
      );
    }
  } finally {
    for (const server of [...servers, zeroJsServer]) server.close();
  }

  if (ONLY) return;
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { ...machine(), chromium: chromiumVersion() },
    runsPerMedian: RUNS,
    build: { everythingSeconds, oneRemoteSeconds, oneRemote: ONE_REMOTE },
    routes,
    sizes: {
      apps: Object.fromEntries(SITE_APPS.map((app) => [app.workspace, appSizes(distOf(app))])),
      pageData: pageDataSizes(path.join(shellDist, 'assets/data')),
    },
  };
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = resultsMarkdown(results);
  writeFileSync(path.join(BENCH_DIR, 'results.md'), `# Benchmark results\n\n${markdown}`);
  const budgets = JSON.parse(readFileSync(path.join(BENCH_DIR, 'budgets.json'), 'utf8')) as Budgets;
  updateReadme(resultsSummary(results, budgets));
  console.log(
    `\n${markdown}\nWritten to bench/results.json and bench/results.md; check with npm run bench:check`,
  );
}

bench().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);
