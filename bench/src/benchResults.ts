import type { Explanation } from './explainRun';
import type { HistoryEntry, HistoryFigures } from './history';
import type { LighthouseFigures } from './runLighthouse';
import { median } from './medians';

/** The reference build's figures for a route, measured in the same minutes as the build's. */
export interface ReferenceResult {
  mobile: LighthouseFigures;
  lcpRatio: number;
  explanation: Explanation;
}

export interface RouteResult {
  name: string;
  path: string;
  mobile: LighthouseFigures;
  desktop: LighthouseFigures;
  /** The same page with every script removed (mobile preset). */
  zeroJs: LighthouseFigures;
  /** Mobile LCP over the zero-JS copy's: what JavaScript costs the first view. */
  lcpRatio: number;
  /** The scripts and long tasks of the build's median mobile run. */
  explanation?: Explanation;
  reference?: ReferenceResult;
}

export interface BenchResults {
  date: string;
  /** The commit measured, and whether the checkout had changes beside it. */
  commit?: string;
  dirty?: boolean;
  /** The reference measured route by route beside it (a commit), or null. */
  reference?: string | null;
  /** Where the median runs' Lighthouse reports are kept (compressed), relative to bench/. */
  reports?: string;
  machine: {
    os: string;
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    chromium: string;
  };
  runsPerMedian: number;
  build: { everythingSeconds: number; oneRemoteSeconds: number; oneRemote: string };
  routes: RouteResult[];
  sizes: {
    apps: Record<
      string,
      { remoteEntryBytes: number; entryBytes: number; exposes: Record<string, number> }
    >;
    pageData: { files: number; medianBytes: number; maxBytes: number; totalBytes: number };
  };
}

/**
 * The budgets. Timing is held against the same page without scripts, measured in the same
 * minutes (decision 333): what the scripts add, whatever the machine's speed.
 */
export interface Budgets {
  /** Mobile performance may be at most this many points under the page without scripts. */
  performanceUnderZeroJsMax: number;
  /** Mobile LCP over the page without scripts. */
  lcpRatioMax: number;
  /** A route's own LCP ratio, by route name, where its content needs a script to be found. */
  lcpRatioMaxByRoute?: Record<string, number>;
  /** Mobile blocking time over the page without scripts', in ms. */
  tbtOverZeroJsMsMax: number;
  clsMax: number;
  storePageFirstLoadJsBytesMax: number;
  /** Lighthouse SEO score every route must reach (mobile preset). */
  seoMin?: number;
  /** Lighthouse accessibility score every route must reach (mobile preset). */
  accessibilityMin?: number;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${Math.round(value)} ms`;

/** The category scores held to a minimum, with the budget that holds each. */
const CATEGORY_BUDGETS = [
  { score: 'seo', budget: 'seoMin', label: 'SEO' },
  { score: 'accessibility', budget: 'accessibilityMin', label: 'accessibility' },
] as const;

/** A route's timing figures as its budgets read them: each against the page without scripts. */
function timing(mobile: LighthouseFigures, zeroJs: LighthouseFigures, lcpRatio: number) {
  return {
    performanceUnder: zeroJs.performance - mobile.performance,
    lcpRatio,
    tbtOver: mobile.tbtMs - zeroJs.tbtMs,
  };
}

export const lcpRatioBudget = (budgets: Budgets, route: string): number =>
  budgets.lcpRatioMaxByRoute?.[route] ?? budgets.lcpRatioMax;

/**
 * Every budget a result breaks, in words; empty when all hold. A broken timing budget says how
 * the reference measured in the same minutes: over as well, it is the machine; within, the change.
 */
export function budgetViolations(results: BenchResults, budgets: Budgets): string[] {
  const violations: string[] = [];
  for (const route of results.routes) {
    const where = `${route.name} (${route.path})`;
    const own = timing(route.mobile, route.zeroJs, route.lcpRatio);
    const ref = route.reference
      ? timing(route.reference.mobile, route.zeroJs, route.reference.lcpRatio)
      : null;
    const against = (value: string | null) =>
      results.reference && value !== null
        ? ` (reference ${results.reference.slice(0, 7)}: ${value})`
        : '';
    if (own.performanceUnder > budgets.performanceUnderZeroJsMax)
      violations.push(
        `${where}: mobile performance ${route.mobile.performance}, ${own.performanceUnder} under the page without scripts (${route.zeroJs.performance}) > ${budgets.performanceUnderZeroJsMax}${against(route.reference ? String(route.reference.mobile.performance) : null)}`,
      );
    const lcpMax = lcpRatioBudget(budgets, route.name);
    if (own.lcpRatio > lcpMax)
      violations.push(
        `${where}: LCP ${own.lcpRatio.toFixed(2)}x the page without scripts > ${lcpMax}x${against(ref ? `${ref.lcpRatio.toFixed(2)}x` : null)}`,
      );
    if (own.tbtOver > budgets.tbtOverZeroJsMsMax)
      violations.push(
        `${where}: mobile TBT ${ms(route.mobile.tbtMs)}, ${ms(own.tbtOver)} over the page without scripts > ${ms(budgets.tbtOverZeroJsMsMax)}${against(ref ? ms(route.reference!.mobile.tbtMs) : null)}`,
      );
    for (const preset of ['mobile', 'desktop'] as const) {
      if (route[preset].cls > budgets.clsMax)
        violations.push(
          `${where}: ${preset} CLS ${route[preset].cls.toFixed(3)} > ${budgets.clsMax}`,
        );
    }
    for (const { score, budget, label } of CATEGORY_BUDGETS) {
      const min = budgets[budget];
      const value = route.mobile[score];
      if (min === undefined) continue;
      if (value === undefined)
        violations.push(`${where}: ${label} not measured (run npm run bench again)`);
      else if (value < min) violations.push(`${where}: ${label} ${value} < ${min}`);
    }
  }
  const store = results.routes.find((route) => route.name === 'store');
  if (!store) violations.push('no store page was measured');
  else if (store.mobile.scriptBytes > budgets.storePageFirstLoadJsBytesMax)
    violations.push(
      `store page: first-load JS ${kb(store.mobile.scriptBytes)} > ${kb(budgets.storePageFirstLoadJsBytesMax)} compressed`,
    );
  return violations;
}

/**
 * The machine's speed as Lighthouse measured it during the mobile runs, for reading blocking time
 * against it; empty for results measured before it was recorded.
 */
export function benchmarkIndexSentence(routes: RouteResult[]): string {
  const values = routes
    .map((route) => route.mobile.benchmarkIndex)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (values.length === 0) return '';
  const sorted = [...values].sort((a, b) => a - b);
  return ` Lighthouse's CPU benchmark index of the machine during the mobile runs (higher is faster; Lighthouse's guide puts 1000-2000 at a desktop and slows its CPU 4×): median ${Math.round(median(sorted))}, from ${Math.round(sorted[0]!)} to ${Math.round(sorted.at(-1)!)}.`;
}

const short = (commit: string | null | undefined) => (commit ? commit.slice(0, 7) : '–');

/** The build's figure, then the reference's in brackets when one was measured. */
function pair(route: RouteResult, show: (figures: LighthouseFigures) => string): string {
  const own = show(route.mobile);
  return route.reference ? `${own} (${show(route.reference.mobile)})` : own;
}

function scriptsTable(route: RouteResult): string {
  const own = route.explanation?.scripts ?? [];
  const reference = route.reference?.explanation.scripts ?? [];
  const names = [...new Set([...own, ...reference].map((script) => script.name))];
  const cell = (list: typeof own, name: string) => {
    const script = list.find((candidate) => candidate.name === name);
    if (!script) return '– | –';
    return `${kb(script.bytes)} | ${script.cpuMs === null ? '< 50 ms' : ms(script.cpuMs)}`;
  };
  return [
    `| Script | Size | CPU | Reference size | Reference CPU |`,
    `|---|---|---|---|---|`,
    ...names.map((name) => `| ${name} | ${cell(own, name)} | ${cell(reference, name)} |`),
  ].join('\n');
}

function longTasksLine(explanation: Explanation | undefined): string {
  if (!explanation) return 'not recorded';
  if (explanation.longTasks.length === 0) return 'none';
  return explanation.longTasks
    .map(
      (task) =>
        `${task.name} ${ms(task.durationMs)} at ${ms(task.startMs)}${task.startMs < explanation.fcpMs ? ' (before the first paint)' : ''}`,
    )
    .join('; ');
}

/**
 * The results as Markdown: every route's figures beside the reference's and the page without
 * scripts', then each route's scripts and long tasks, then sizes and build times.
 */
export function resultsMarkdown(results: BenchResults): string {
  const { machine } = results;
  const rows = results.routes.map(
    (route) =>
      `| ${route.name} | \`${route.path}\` | ${pair(route, (f) => String(f.performance))} | ${route.zeroJs.performance} | ${pair(route, (f) => ms(f.lcpMs))} | ${ms(route.zeroJs.lcpMs)} | ${route.lcpRatio.toFixed(2)}${route.reference ? ` (${route.reference.lcpRatio.toFixed(2)})` : ''} | ${pair(route, (f) => ms(f.tbtMs))} | ${ms(route.zeroJs.tbtMs)} | ${route.mobile.cls.toFixed(3)} | ${route.desktop.performance} | ${pair(route, (f) => kb(f.scriptBytes))} | ${route.mobile.seo ?? '–'} | ${route.mobile.accessibility ?? '–'} |`,
  );
  const apps = Object.entries(results.sizes.apps).map(
    ([app, size]) =>
      `| ${app} | ${kb(size.remoteEntryBytes)} | ${kb(size.entryBytes)} | ${
        Object.entries(size.exposes)
          .map(([name, bytes]) => `${name} ${kb(bytes)}`)
          .join(', ') || '–'
      } |`,
  );
  const explained = results.routes.map(
    (route) => `### ${route.name} (\`${route.path}\`)

${scriptsTable(route)}

Long tasks (simulated, 50 ms or more; blocking time counts what each has over 50 ms after the first paint): ${longTasksLine(route.explanation)}.${route.reference ? `\nReference: ${longTasksLine(route.reference.explanation)}.` : ''}`,
  );
  const store = results.routes.find((route) => route.name === 'store');
  const referenceText = results.reference
    ? ` Each route was measured as built (${short(results.commit)}${results.dirty ? ' with uncommitted changes' : ''}) and as the reference ${short(results.reference)} built, run after run in the same minutes; the reference's figures are in brackets.`
    : ` No reference was measured.`;
  return `Measured ${results.date} on ${machine.os}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}. Lighthouse, simulated throttling, mobile preset unless named, medians of ${results.runsPerMedian} runs.${referenceText}${benchmarkIndexSentence(results.routes)}${results.reports ? ` The median runs' reports: \`bench/${results.reports}\` (brotli).` : ''}

| Route | Path | Performance | Without scripts | LCP | Without scripts | LCP ratio | TBT | Without scripts | CLS | Desktop perf | First-load JS | SEO | Accessibility |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Store page: ${store ? `${kb(store.mobile.scriptBytes)} of JavaScript (compressed) in ${store.mobile.requests} requests` : 'not measured'}.
Build: everything ${results.build.everythingSeconds.toFixed(1)} s; one remote (${results.build.oneRemote}) ${results.build.oneRemoteSeconds.toFixed(1)} s.
Page data: ${results.sizes.pageData.files} files, median ${kb(results.sizes.pageData.medianBytes)}, largest ${kb(results.sizes.pageData.maxBytes)} (gzip).

| App | remoteEntry.js | First load (entry + bootstrap) | Exposed modules (JS + CSS, gzip) |
|---|---|---|---|
${apps.join('\n')}

## Scripts and long tasks of each route

The median run by blocking time of each build; a script's CPU is Lighthouse's (simulated), listed from 50 ms.

${explained.join('\n\n')}
`;
}

function range(values: number[], show: (value: number) => string): string {
  const low = show(Math.min(...values));
  const high = show(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
}

function maxCls(routes: RouteResult[], preset: 'mobile' | 'desktop'): string {
  return Math.max(...routes.map((route) => route[preset].cls)).toFixed(3);
}

/** The few lines the README shows: each figure's range over every route, and where the rest is. */
export function resultsSummary(results: BenchResults, budgets: Budgets): string {
  const { routes } = results;
  const store = routes.find((route) => route.name === 'store');
  const own = routes.map((route) => timing(route.mobile, route.zeroJs, route.lcpRatio));
  const lines = [
    `Last run ${results.date.slice(0, 10)} (Lighthouse, simulated throttling, medians of ${results.runsPerMedian} runs, ${routes.length} kinds of route, ${results.machine.cpus} × ${results.machine.cpuModel}${results.reference ? `, beside the reference ${short(results.reference)}` : ''}):`,
    '',
    `- mobile performance ${range(
      routes.map((route) => route.mobile.performance),
      String,
    )}, at most ${Math.max(...own.map((figures) => figures.performanceUnder))} under the page without scripts (budget ≤ ${budgets.performanceUnderZeroJsMax}), desktop ${range(
      routes.map((route) => route.desktop.performance),
      String,
    )};`,
    `- mobile LCP ${range(
      routes.map((route) => route.lcpRatio),
      (value) => value.toFixed(2),
    )} times the same page without scripts (budget ≤ ${budgets.lcpRatioMax}${Object.entries(
      budgets.lcpRatioMaxByRoute ?? {},
    )
      .map(([route, max]) => `, ${route} ${max}`)
      .join('')});`,
    `- blocking time ${range(
      routes.map((route) => route.mobile.tbtMs),
      (value) => String(Math.round(value)),
    )} ms, at most ${Math.round(Math.max(...own.map((figures) => figures.tbtOver)))} ms over the page without scripts (budget ≤ ${budgets.tbtOverZeroJsMsMax} ms); CLS at most ${maxCls(routes, 'mobile')} on mobile, ${maxCls(routes, 'desktop')} on desktop;`,
    `- SEO ${range(
      routes.map((route) => route.mobile.seo ?? 0),
      String,
    )}, accessibility ${range(
      routes.map((route) => route.mobile.accessibility ?? 0),
      String,
    )} (Lighthouse, mobile);`,
    `- store page ${store ? kb(store.mobile.scriptBytes) : 'not measured'} of JavaScript, compressed (budget ≤ ${kb(budgets.storePageFirstLoadJsBytesMax)}).`,
    '',
    "Every figure, each route's scripts and long tasks, sizes and build times: [bench/results.md](bench/results.md); every run: `npm run bench:report`.",
  ];
  return lines.join('\n');
}

const historyFigures = (figures: LighthouseFigures): HistoryFigures => ({
  performance: figures.performance,
  lcpMs: Math.round(figures.lcpMs),
  tbtMs: Math.round(figures.tbtMs),
  cls: figures.cls,
  scriptBytes: figures.scriptBytes,
});

/** The run as a line of the history: its figures, the reference's, and whether it was green. */
export function historyEntryOf(results: BenchResults, violations: string[]): HistoryEntry {
  const indexes = results.routes
    .map((route) => route.mobile.benchmarkIndex)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return {
    date: results.date,
    commit: results.commit ?? 'unknown',
    ...(results.dirty ? { dirty: true } : {}),
    reference: results.reference ?? null,
    machine: {
      kernel: /fc-v\d+/.exec(results.machine.os)?.[0] ?? results.machine.os,
      cpuModel: results.machine.cpuModel,
      chromium: results.machine.chromium,
    },
    ...(indexes.length > 0
      ? {
          benchmarkIndex: {
            median: Math.round(median(indexes)),
            min: Math.round(Math.min(...indexes)),
            max: Math.round(Math.max(...indexes)),
          },
        }
      : {}),
    runsPerMedian: results.runsPerMedian,
    green: violations.length === 0,
    ...(violations.length > 0 ? { violations } : {}),
    routes: results.routes.map((route) => ({
      name: route.name,
      path: route.path,
      build: historyFigures(route.mobile),
      ...(route.reference ? { reference: historyFigures(route.reference.mobile) } : {}),
      zeroJs: historyFigures(route.zeroJs),
    })),
  };
}
