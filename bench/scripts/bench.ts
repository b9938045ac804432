import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { benchRoutes } from '../src/benchRoutes';
import {
  budgetViolations,
  historyEntryOf,
  resultsMarkdown,
  resultsSummary,
  type BenchResults,
  type Budgets,
  type RouteResult,
} from '../src/benchResults';
import { appSizes, pageDataSizes } from '../src/buildSizes';
import { explainRun, medianFigures, medianRun } from '../src/explainRun';
import { appendHistory, lastGreenCommit, readHistory } from '../src/history';
import { chromiumVersion, machine } from '../src/machine';
import {
  isAncestor,
  prepareReference,
  ReferenceRefused,
  resolveCommit,
  serveReference,
  type ServedReference,
} from '../src/referenceSite';
import {
  figuresOf,
  openLighthouse,
  type LighthouseReport,
  type LighthouseSession,
  type Preset,
} from '../src/runLighthouse';
import { scriptNamer } from '../src/scriptNames';
import { makeZeroJsCopy } from '../src/zeroJsCopy';
import { CURRENT_LINK, sharedDir } from 'deploy/site-state';
import { loadSiteConfig } from 'deploy/site-config';
import { createStaticServer } from 'deploy/static-server';
import { buildAll } from 'site-tooling/build';
import { HOST, serveSite } from 'deploy/serve-site';
import { SITE_APPS } from 'shared-lib/apps';
import { distOf, REPO_ROOT } from 'deploy/site-apps';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8150);
/** The reference's ports: its shell, remotes and services from here. */
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? PORT + 20);
const BENCH_DIR = path.join(REPO_ROOT, 'bench');
const HISTORY_FILE = path.join(BENCH_DIR, 'history.jsonl');
const ONE_REMOTE = 'mf-gifts';
/**
 * For trying a change quickly: `BENCH_ONLY=store,offer` measures those routes of the last build
 * (with the reference) and shows their table, writing nothing.
 */
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

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/**
 * The reference: BENCH_REFERENCE (a commit-ish; `none` for no reference), else the newest green
 * run of the history whose commit this code descends from.
 */
function referenceCommit(): string | null {
  const named = process.env.BENCH_REFERENCE;
  if (named === 'none') return null;
  if (named) return resolveCommit(REPO_ROOT, named);
  const green = lastGreenCommit(readHistory(HISTORY_FILE), (commit) =>
    isAncestor(REPO_ROOT, commit),
  );
  if (!green)
    throw new ReferenceRefused(
      'No green run of bench/history.jsonl is an ancestor of this commit: name the reference with BENCH_REFERENCE=<commit> (or none)',
    );
  return resolveCommit(REPO_ROOT, green);
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/**
 * `npm run bench`: builds everything (timed, then one remote alone), serves the site as `npm
 * start` does, serves the reference build beside it (its own checkout and build, kept per
 * commit) and a copy of each page with every script removed, and measures each kind of route
 * with Lighthouse in Debian's Chromium: run after run, the build, the reference and the page
 * without scripts (mobile), and the build on desktop, so that all are measured in the same
 * minutes (decision 333). Writes bench/results.json, bench/results.md (with each route's scripts
 * and long tasks), the median runs' reports (brotli) under bench/reports/, a line of
 * bench/history.jsonl and the README's summary.
 */
async function bench(): Promise<void> {
  const reference = referenceCommit();
  const referenceDir = reference
    ? prepareReference(REPO_ROOT, reference, (line) => console.log(line))
    : null;
  const buildStarted = Date.now();
  if (!ONLY) await buildAll();
  const everythingSeconds = ONLY ? 0 : (Date.now() - buildStarted) / 1000;
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
  const zeroJsDir = path.join(os.tmpdir(), `outlet-bench-zero-js-${PORT}`);
  const stateDir = config.folders.state;
  await makeZeroJsCopy(
    [shellDist, sharedDir(stateDir), realpathSync(path.join(stateDir, CURRENT_LINK))],
    zeroJsDir,
  );
  const zeroJsServer = createStaticServer({ root: zeroJsDir, spa: true });
  await listen(zeroJsServer, PORT + 9);

  const date = new Date().toISOString();
  const reportsDir = path.join('reports', date.replace(/[:.]/g, '-'));
  if (!ONLY) mkdirSync(path.join(BENCH_DIR, reportsDir), { recursive: true });
  const keep = (route: string, what: string, report: LighthouseReport) => {
    if (ONLY) return;
    writeFileSync(
      path.join(BENCH_DIR, reportsDir, `${slug(route)}.${what}.json.br`),
      brotliCompressSync(JSON.stringify(report)),
    );
  };

  let served: ServedReference | null = null;
  let lighthouse: LighthouseSession | null = null;
  const routes: RouteResult[] = [];
  try {
    if (referenceDir) {
      console.log(`Serving the reference ${reference!.slice(0, 7)} from port ${REFERENCE_PORT}…`);
      served = await serveReference(referenceDir, REFERENCE_PORT);
    }
    lighthouse = await openLighthouse();
    for (const route of benchRoutes(shellDist).filter(
      (candidate) => !ONLY || ONLY.includes(candidate.name),
    )) {
      console.log(`Measuring ${route.name} (${route.path})…`);
      const targets: { what: string; url: string; preset: Preset }[] = [
        { what: 'build', url: `http://${HOST}:${PORT}${route.path}`, preset: 'mobile' },
        ...(served
          ? [{ what: 'reference', url: `${served.url}${route.path}`, preset: 'mobile' as const }]
          : []),
        { what: 'zero-js', url: `http://${HOST}:${PORT + 9}${route.path}`, preset: 'mobile' },
        { what: 'desktop', url: `http://${HOST}:${PORT}${route.path}`, preset: 'desktop' },
      ];
      const reports = new Map<string, LighthouseReport[]>(targets.map(({ what }) => [what, []]));
      // Run after run, each target once: a slow minute of the machine slows them all alike.
      for (let run = 0; run < RUNS; run += 1)
        for (const { what, url, preset } of targets)
          reports.get(what)!.push(await lighthouse.run(url, preset));
      const measured = (what: string) => {
        const runs = reports.get(what)!;
        const figures = runs.map(figuresOf);
        const median = runs[medianRun(figures)]!;
        if (what !== 'desktop') keep(route.name, what, median);
        return { figures: medianFigures(figures), median };
      };
      const mobile = measured('build');
      const zeroJs = measured('zero-js').figures;
      const ownRef = served ? measured('reference') : null;
      const result: RouteResult = {
        ...route,
        mobile: mobile.figures,
        desktop: measured('desktop').figures,
        zeroJs,
        lcpRatio: mobile.figures.lcpMs / zeroJs.lcpMs,
        explanation: explainRun(mobile.median, scriptNamer(PORT)),
        ...(ownRef
          ? {
              reference: {
                mobile: ownRef.figures,
                lcpRatio: ownRef.figures.lcpMs / zeroJs.lcpMs,
                explanation: explainRun(ownRef.median, scriptNamer(REFERENCE_PORT)),
              },
            }
          : {}),
      };
      routes.push(result);
      const ref = result.reference;
      console.log(
        `  mobile ${result.mobile.performance}${ref ? ` (reference ${ref.mobile.performance})` : ''}, LCP ${Math.round(result.mobile.lcpMs)} ms (without scripts ${Math.round(zeroJs.lcpMs)} ms), TBT ${Math.round(result.mobile.tbtMs)} ms${ref ? ` (reference ${Math.round(ref.mobile.tbtMs)} ms)` : ''}, CLS ${result.mobile.cls.toFixed(3)}; desktop ${result.desktop.performance}`,
      );
    }
  } finally {
    await lighthouse?.close();
    served?.stop();
    for (const server of [...servers, zeroJsServer]) server.close();
  }

  const results: BenchResults = {
    date,
    commit: git(['rev-parse', 'HEAD']),
    dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    reference,
    ...(ONLY ? {} : { reports: reportsDir }),
    machine: { ...machine(), chromium: chromiumVersion() },
    runsPerMedian: RUNS,
    build: { everythingSeconds, oneRemoteSeconds, oneRemote: ONE_REMOTE },
    routes,
    sizes: {
      apps: Object.fromEntries(SITE_APPS.map((app) => [app.workspace, appSizes(distOf(app))])),
      pageData: pageDataSizes(path.join(shellDist, 'assets/data')),
    },
  };
  const markdown = resultsMarkdown(results);
  if (ONLY) {
    console.log(`\n${markdown}\nBENCH_ONLY: nothing written`);
    return;
  }
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(BENCH_DIR, 'results.md'), `# Benchmark results\n\n${markdown}`);
  const budgets = JSON.parse(readFileSync(path.join(BENCH_DIR, 'budgets.json'), 'utf8')) as Budgets;
  const violations = budgetViolations(results, budgets);
  appendHistory(HISTORY_FILE, historyEntryOf(results, violations));
  updateReadme(resultsSummary(results, budgets));
  console.log(
    `\n${markdown}\nWritten to bench/results.json, bench/results.md, bench/${reportsDir}/ and a line of bench/history.jsonl (${violations.length === 0 ? 'green' : `${violations.length} budgets broken`}); check with npm run bench:check`,
  );
}

const started = Date.now();
bench().then(
  () => {
    console.log(`npm run bench took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    process.exit(0);
  },
  (error: Error) => {
    console.error(
      error instanceof ReferenceRefused ? error.message : (error.stack ?? error.message),
    );
    process.exit(1);
  },
);
