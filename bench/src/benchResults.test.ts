import {
  benchmarkIndexSentence,
  budgetViolations,
  historyEntryOf,
  resultsMarkdown,
  resultsSummary,
  type BenchResults,
  type Budgets,
  type RouteResult,
} from './benchResults';
import type { Explanation } from './explainRun';
import type { LighthouseFigures } from './runLighthouse';

const figures = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  performance: 99,
  seo: 100,
  accessibility: 100,
  lcpMs: 1000,
  fcpMs: 900,
  cls: 0,
  tbtMs: 20,
  scriptBytes: 100 * 1024,
  requests: 20,
  ...overrides,
});

const budgets: Budgets = {
  performanceUnderZeroJsMax: 0,
  lcpRatioMax: 1.15,
  lcpRatioMaxByRoute: { search: 1.5 },
  tbtOverZeroJsMsMax: 50,
  clsMax: 0.01,
  storePageFirstLoadJsBytesMax: 150 * 1024,
  seoMin: 100,
  accessibilityMin: 100,
};

const explanation: Explanation = {
  scripts: [
    { name: 'shell /main.js', bytes: 23 * 1024, cpuMs: 180 },
    { name: 'mf-stores /remoteEntry.js', bytes: 8 * 1024, cpuMs: null },
  ],
  longTasks: [
    { name: 'the page', startMs: 600, durationMs: 70 },
    { name: 'shell /main.js', startMs: 2400, durationMs: 90 },
  ],
  fcpMs: 900,
};

const route = (overrides: Partial<RouteResult> = {}): RouteResult => ({
  name: 'store',
  path: '/stores/nike/',
  mobile: figures({ performance: 100 }),
  desktop: figures(),
  zeroJs: figures({ performance: 100, tbtMs: 0 }),
  lcpRatio: 1,
  ...overrides,
});

function results(...routes: RouteResult[]): BenchResults {
  return {
    date: '2026-11-28T10:00:00.000Z',
    commit: 'c0ffee0000000000000000000000000000000000',
    machine: {
      os: 'Linux 6.18.44-fc-v595',
      cpus: 2,
      cpuModel: 'cpu',
      memoryGiB: 24,
      node: '24',
      chromium: 'Chromium',
    },
    runsPerMedian: 5,
    build: { everythingSeconds: 60, oneRemoteSeconds: 10, oneRemote: 'mf-gifts' },
    routes: routes.length > 0 ? routes : [route()],
    sizes: { apps: {}, pageData: { files: 1, medianBytes: 1, maxBytes: 1, totalBytes: 1 } },
  };
}

describe('budgetViolations', () => {
  it('holds timing against the page without scripts, at the limits', () => {
    const atLimits = route({
      mobile: figures({ performance: 97, tbtMs: 80, cls: 0.01 }),
      zeroJs: figures({ performance: 97, tbtMs: 30 }),
      lcpRatio: 1.15,
    });
    expect(budgetViolations(results(atLimits), budgets)).toEqual([]);
  });

  it('names each broken budget', () => {
    const broken = route({
      mobile: figures({
        performance: 98,
        seo: 92,
        accessibility: 96,
        tbtMs: 51,
        scriptBytes: 150 * 1024 + 1,
      }),
      desktop: figures({ cls: 0.02 }),
      zeroJs: figures({ performance: 100, tbtMs: 0 }),
      lcpRatio: 1.2,
    });
    expect(budgetViolations(results(broken), budgets)).toEqual([
      'store (/stores/nike/): mobile performance 98, 2 under the page without scripts (100) > 0',
      'store (/stores/nike/): LCP 1.20x the page without scripts > 1.15x',
      'store (/stores/nike/): mobile TBT 51 ms, 51 ms over the page without scripts > 50 ms',
      'store (/stores/nike/): desktop CLS 0.020 > 0.01',
      'store (/stores/nike/): SEO 92 < 100',
      'store (/stores/nike/): accessibility 96 < 100',
      'store page: first-load JS 150.0 KB > 150.0 KB compressed',
    ]);
  });

  it('says what the reference measured beside a broken timing budget', () => {
    const measured = results(
      route({
        mobile: figures({ performance: 100, tbtMs: 140 }),
        reference: { mobile: figures({ tbtMs: 150 }), lcpRatio: 1, explanation },
      }),
    );
    measured.reference = 'abcdef1234567890abcdef1234567890abcdef12';
    expect(budgetViolations(measured, budgets)).toEqual([
      'store (/stores/nike/): mobile TBT 140 ms, 140 ms over the page without scripts > 50 ms (reference abcdef1: 150 ms)',
    ]);
  });

  it('holds a route to its own LCP ratio where it has one', () => {
    const search = route({ name: 'search', path: '/search/?q=shoes', lcpRatio: 1.4 });
    expect(budgetViolations(results(route(), search), budgets)).toEqual([]);
    expect(budgetViolations(results(route(), { ...search, lcpRatio: 1.6 }), budgets)).toEqual([
      'search (/search/?q=shoes): LCP 1.60x the page without scripts > 1.5x',
    ]);
  });

  it('fails a route whose SEO or accessibility score was not measured', () => {
    const unmeasured = figures({ performance: 100 });
    delete unmeasured.seo;
    delete unmeasured.accessibility;
    expect(budgetViolations(results(route({ mobile: unmeasured })), budgets)).toEqual([
      'store (/stores/nike/): SEO not measured (run npm run bench again)',
      'store (/stores/nike/): accessibility not measured (run npm run bench again)',
    ]);
  });

  it('fails when no store page was measured', () => {
    expect(budgetViolations(results(route({ name: 'home', path: '/' })), budgets)).toEqual([
      'no store page was measured',
    ]);
  });
});

describe('resultsMarkdown', () => {
  it("puts the reference's figures beside the build's, and each route's scripts and long tasks", () => {
    const measured = results(
      route({
        explanation,
        reference: {
          mobile: figures({ performance: 97, tbtMs: 90 }),
          lcpRatio: 1.02,
          explanation: { ...explanation, longTasks: [] },
        },
      }),
    );
    measured.reference = 'abcdef1234567890abcdef1234567890abcdef12';
    const markdown = resultsMarkdown(measured);
    expect(markdown).toContain('as the reference abcdef1 built, run after run in the same minutes');
    expect(markdown).toContain('| store | `/stores/nike/` | 100 (97) | 100 | 1000 ms (1000 ms) |');
    expect(markdown).toContain('| 1.00 (1.02) | 20 ms (90 ms) | 0 ms |');
    expect(markdown).toContain('| shell /main.js | 23.0 KB | 180 ms | 23.0 KB | 180 ms |');
    expect(markdown).toContain(
      '| mf-stores /remoteEntry.js | 8.0 KB | < 50 ms | 8.0 KB | < 50 ms |',
    );
    expect(markdown).toContain(
      'the page 70 ms at 600 ms (before the first paint); shell /main.js 90 ms at 2400 ms.',
    );
    expect(markdown).toContain('Reference: none.');
  });
});

describe('resultsSummary', () => {
  it('gives each figure as a range over the routes, and what the scripts add at most', () => {
    const summary = resultsSummary(
      results(
        route(),
        route({
          name: 'search',
          path: '/search/',
          mobile: figures({ performance: 96, tbtMs: 140, cls: 0.004 }),
          desktop: figures({ cls: 0.012 }),
          lcpRatio: 1.4,
        }),
      ),
      budgets,
    );
    expect(summary).toContain(
      'mobile performance 96–100, at most 4 under the page without scripts (budget ≤ 0), desktop 99;',
    );
    expect(summary).toContain(
      'mobile LCP 1.00–1.40 times the same page without scripts (budget ≤ 1.15, search 1.5);',
    );
    expect(summary).toContain(
      'blocking time 20–140 ms, at most 140 ms over the page without scripts (budget ≤ 50 ms); CLS at most 0.004 on mobile, 0.012 on desktop;',
    );
    expect(summary).toContain('store page 100.0 KB of JavaScript, compressed (budget ≤ 150.0 KB).');
    expect(summary.split('\n').length).toBeLessThanOrEqual(10);
  });
});

describe('historyEntryOf', () => {
  it('keeps the figures of the build, the reference and the page without scripts, and green or red', () => {
    const measured = results(
      route({
        mobile: figures({ performance: 100, benchmarkIndex: 1500 }),
        reference: { mobile: figures({ tbtMs: 90 }), lcpRatio: 1, explanation },
      }),
    );
    measured.reference = 'abcdef1234567890abcdef1234567890abcdef12';
    const entry = historyEntryOf(measured, ['home (/): something']);
    expect(entry).toMatchObject({
      commit: measured.commit,
      reference: measured.reference,
      machine: { kernel: 'fc-v595', chromium: 'Chromium' },
      benchmarkIndex: { median: 1500, min: 1500, max: 1500 },
      green: false,
      violations: ['home (/): something'],
      routes: [
        {
          name: 'store',
          build: { performance: 100, tbtMs: 20, lcpMs: 1000 },
          reference: { tbtMs: 90 },
          zeroJs: { performance: 100, tbtMs: 0 },
        },
      ],
    });
    expect(historyEntryOf(measured, []).green).toBe(true);
  });
});

describe('benchmarkIndexSentence', () => {
  it("gives the median and range of the machine's CPU benchmark over the routes", () => {
    const routes = [1400, 2600, 1900].map((benchmarkIndex) =>
      route({ mobile: figures({ benchmarkIndex }) }),
    );
    expect(benchmarkIndexSentence(routes)).toContain('median 1900, from 1400 to 2600.');
  });

  it('says nothing for results measured before the benchmark was recorded', () => {
    expect(benchmarkIndexSentence([route()])).toBe('');
  });
});
