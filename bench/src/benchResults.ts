import type { LighthouseFigures } from './runLighthouse';
import { median } from './medians';

export interface RouteResult {
  name: string;
  path: string;
  mobile: LighthouseFigures;
  desktop: LighthouseFigures;
  /** The same page with every script removed (mobile preset). */
  zeroJs: LighthouseFigures;
  /** Mobile LCP over the zero-JS copy's: what JavaScript costs the first view. */
  lcpRatio: number;
}

export interface BenchResults {
  date: string;
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

export interface Budgets {
  mobilePerformanceMin: number;
  lcpRatioMax: number;
  clsMax: number;
  tbtMsMax: number;
  storePageFirstLoadJsBytesMax: number;
  /** Lighthouse SEO score every route must reach (mobile preset). */
  seoMin?: number;
  /** Lighthouse accessibility score every route must reach (mobile preset). */
  accessibilityMin?: number;
  /**
   * Routes whose main content only a script can make, by route name, with the reason: their
   * zero-JS copy shows something else, so the LCP ratio measures nothing there. Every other
   * budget still applies to them.
   */
  lcpRatioExemptions?: Record<string, string>;
}

/** Every budget a result breaks, in words; empty when all hold. */
/** The Lighthouse category scores held to a minimum, with the budget that holds each. */
const CATEGORY_BUDGETS = [
  { score: 'seo', budget: 'seoMin', label: 'SEO' },
  { score: 'accessibility', budget: 'accessibilityMin', label: 'accessibility' },
] as const;

export function budgetViolations(results: BenchResults, budgets: Budgets): string[] {
  const violations: string[] = [];
  for (const route of results.routes) {
    const where = `${route.name} (${route.path})`;
    if (route.mobile.performance < budgets.mobilePerformanceMin)
      violations.push(
        `${where}: mobile performance ${route.mobile.performance} < ${budgets.mobilePerformanceMin}`,
      );
    if (route.lcpRatio > budgets.lcpRatioMax && !budgets.lcpRatioExemptions?.[route.name])
      violations.push(
        `${where}: LCP ${route.lcpRatio.toFixed(2)}x the zero-JS copy > ${budgets.lcpRatioMax}x`,
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
    if (route.mobile.tbtMs > budgets.tbtMsMax)
      violations.push(
        `${where}: mobile TBT ${Math.round(route.mobile.tbtMs)} ms > ${budgets.tbtMsMax} ms`,
      );
  }
  const store = results.routes.find((route) => route.name === 'store');
  if (!store) violations.push('no store page was measured');
  else if (store.mobile.scriptBytes > budgets.storePageFirstLoadJsBytesMax)
    violations.push(
      `store page: first-load JS ${kb(store.mobile.scriptBytes)} > ${kb(budgets.storePageFirstLoadJsBytesMax)} compressed`,
    );
  return violations;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${Math.round(value)} ms`;

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

/** The results as Markdown: the table the README shows, then sizes and build times. */
export function resultsMarkdown(results: BenchResults): string {
  const { machine } = results;
  const rows = results.routes.map(
    (route) =>
      `| ${route.name} | \`${route.path}\` | ${route.mobile.performance} | ${ms(route.mobile.lcpMs)} | ${ms(route.zeroJs.lcpMs)} | ${route.lcpRatio.toFixed(2)} | ${route.mobile.cls.toFixed(3)} | ${ms(route.mobile.tbtMs)} | ${route.desktop.performance} | ${ms(route.desktop.lcpMs)} | ${kb(route.mobile.scriptBytes)} | ${route.mobile.seo ?? '–'} | ${route.mobile.accessibility ?? '–'} |`,
  );
  const apps = Object.entries(results.sizes.apps).map(
    ([app, size]) =>
      `| ${app} | ${kb(size.remoteEntryBytes)} | ${kb(size.entryBytes)} | ${
        Object.entries(size.exposes)
          .map(([name, bytes]) => `${name} ${kb(bytes)}`)
          .join(', ') || '–'
      } |`,
  );
  const store = results.routes.find((route) => route.name === 'store');
  return `Measured ${results.date} on ${machine.os}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}. Lighthouse, simulated throttling, medians of ${results.runsPerMedian} runs.${benchmarkIndexSentence(results.routes)}

| Route | Path | Mobile perf | Mobile LCP | Zero-JS LCP | LCP ratio | CLS | TBT | Desktop perf | Desktop LCP | First-load JS | SEO | Accessibility |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Store page: ${store ? `${kb(store.mobile.scriptBytes)} of JavaScript (compressed) in ${store.mobile.requests} requests` : 'not measured'}.
Build: everything ${results.build.everythingSeconds.toFixed(1)} s; one remote (${results.build.oneRemote}) ${results.build.oneRemoteSeconds.toFixed(1)} s.
Page data: ${results.sizes.pageData.files} files, median ${kb(results.sizes.pageData.medianBytes)}, largest ${kb(results.sizes.pageData.maxBytes)} (gzip).

| App | remoteEntry.js | First load (entry + bootstrap) | Exposed modules (JS + CSS, gzip) |
|---|---|---|---|
${apps.join('\n')}
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

/**
 * The few lines the README shows: each figure's range over every route, the routes exempted from
 * the LCP ratio named with theirs, the store page's JavaScript, and where the full table is.
 */
export function resultsSummary(results: BenchResults, budgets: Budgets): string {
  const { routes } = results;
  const exempt = routes.filter((route) => budgets.lcpRatioExemptions?.[route.name]);
  const rated = routes.filter((route) => !exempt.includes(route));
  const exemptText = exempt
    .map((route) => `; ${route.name} ${route.lcpRatio.toFixed(2)}, exempted`)
    .join('');
  const store = routes.find((route) => route.name === 'store');
  const lines = [
    `Last run ${results.date.slice(0, 10)} (Lighthouse, simulated throttling, medians of ${results.runsPerMedian} runs, ${routes.length} kinds of route, ${results.machine.cpus} × ${results.machine.cpuModel}):`,
    '',
    `- mobile performance ${range(
      routes.map((route) => route.mobile.performance),
      String,
    )} (budget ≥ ${budgets.mobilePerformanceMin}), desktop ${range(
      routes.map((route) => route.desktop.performance),
      String,
    )};`,
    `- mobile LCP ${range(
      rated.map((route) => route.lcpRatio),
      (value) => value.toFixed(2),
    )} times the same page without scripts (budget ≤ ${budgets.lcpRatioMax}${exemptText});`,
    `- CLS at most ${maxCls(routes, 'mobile')} on mobile, ${maxCls(routes, 'desktop')} on desktop, blocking time ${range(
      routes.map((route) => route.mobile.tbtMs),
      (value) => String(Math.round(value)),
    )} ms (budget ≤ ${budgets.tbtMsMax} ms);`,
    `- SEO ${range(
      routes.map((route) => route.mobile.seo ?? 0),
      String,
    )}, accessibility ${range(
      routes.map((route) => route.mobile.accessibility ?? 0),
      String,
    )} (Lighthouse, mobile);`,
    `- store page ${store ? kb(store.mobile.scriptBytes) : 'not measured'} of JavaScript, compressed (budget ≤ ${kb(budgets.storePageFirstLoadJsBytesMax)}).`,
    '',
    'Every figure, the page-data and bundle sizes and the build times: [bench/results.md](bench/results.md).',
  ];
  return lines.join('\n');
}
