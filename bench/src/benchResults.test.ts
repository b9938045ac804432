import {
  benchmarkIndexSentence,
  budgetViolations,
  resultsSummary,
  type BenchResults,
  type Budgets,
} from './benchResults';
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
  mobilePerformanceMin: 95,
  lcpRatioMax: 1.15,
  clsMax: 0.01,
  tbtMsMax: 150,
  storePageFirstLoadJsBytesMax: 150 * 1024,
  seoMin: 100,
  accessibilityMin: 100,
};

function results(route: Partial<BenchResults['routes'][number]> = {}): BenchResults {
  return {
    date: '2026-11-22',
    machine: {
      os: 'Linux',
      cpus: 2,
      cpuModel: 'cpu',
      memoryGiB: 24,
      node: '20',
      chromium: 'Chromium',
    },
    runsPerMedian: 3,
    build: { everythingSeconds: 60, oneRemoteSeconds: 10, oneRemote: 'mf-gifts' },
    routes: [
      {
        name: 'store',
        path: '/stores/nike/',
        mobile: figures(),
        desktop: figures(),
        zeroJs: figures(),
        lcpRatio: 1,
        ...route,
      },
    ],
    sizes: { apps: {}, pageData: { files: 1, medianBytes: 1, maxBytes: 1, totalBytes: 1 } },
  };
}

describe('budgetViolations', () => {
  it('passes results within every budget, at the limits', () => {
    expect(
      budgetViolations(
        results({
          mobile: figures({ performance: 95, cls: 0.01, tbtMs: 150, scriptBytes: 150 * 1024 }),
          lcpRatio: 1.15,
        }),
        budgets,
      ),
    ).toEqual([]);
  });

  it('names each broken budget', () => {
    expect(
      budgetViolations(
        results({
          mobile: figures({
            performance: 94,
            seo: 92,
            accessibility: 96,
            tbtMs: 151,
            scriptBytes: 150 * 1024 + 1,
          }),
          desktop: figures({ cls: 0.02 }),
          lcpRatio: 1.2,
        }),
        budgets,
      ),
    ).toEqual([
      'store (/stores/nike/): mobile performance 94 < 95',
      'store (/stores/nike/): LCP 1.20x the zero-JS copy > 1.15x',
      'store (/stores/nike/): desktop CLS 0.020 > 0.01',
      'store (/stores/nike/): SEO 92 < 100',
      'store (/stores/nike/): accessibility 96 < 100',
      'store (/stores/nike/): mobile TBT 151 ms > 150 ms',
      'store page: first-load JS 150.0 KB > 150.0 KB compressed',
    ]);
  });

  it('skips the LCP ratio of a route exempted by name, and only that budget', () => {
    const exempt = {
      ...budgets,
      lcpRatioExemptions: { store: 'only a script makes its content' },
    };
    expect(budgetViolations(results({ lcpRatio: 3 }), exempt)).toEqual([]);
    expect(
      budgetViolations(results({ lcpRatio: 3, mobile: figures({ tbtMs: 151 }) }), exempt),
    ).toEqual(['store (/stores/nike/): mobile TBT 151 ms > 150 ms']);
    expect(budgetViolations(results({ name: 'store', lcpRatio: 3 }), budgets)).toEqual([
      'store (/stores/nike/): LCP 3.00x the zero-JS copy > 1.15x',
    ]);
  });

  it('fails a route whose SEO or accessibility score was not measured', () => {
    const unmeasured = figures();
    delete unmeasured.seo;
    delete unmeasured.accessibility;
    expect(budgetViolations(results({ mobile: unmeasured }), budgets)).toEqual([
      'store (/stores/nike/): SEO not measured (run npm run bench again)',
      'store (/stores/nike/): accessibility not measured (run npm run bench again)',
    ]);
  });

  it('fails when no store page was measured', () => {
    expect(budgetViolations(results({ name: 'home', path: '/' }), budgets)).toEqual([
      'no store page was measured',
    ]);
  });
});

describe('resultsSummary', () => {
  it('gives each figure as a range over the routes, with the exempted ratio named', () => {
    const measured = results();
    measured.routes.push(
      {
        ...measured.routes[0]!,
        name: 'search',
        path: '/search/',
        mobile: figures({ performance: 95, tbtMs: 140, cls: 0.004 }),
        desktop: figures({ cls: 0.012 }),
        lcpRatio: 2.4,
      },
      { ...measured.routes[0]!, name: 'home', path: '/', lcpRatio: 1.07 },
    );
    const summary = resultsSummary(measured, {
      ...budgets,
      lcpRatioExemptions: { search: 'results come from a script' },
    });
    expect(summary).toContain('mobile performance 95–99 (budget ≥ 95), desktop 99;');
    expect(summary).toContain(
      'mobile LCP 1.00–1.07 times the same page without scripts (budget ≤ 1.15; search 2.40, exempted);',
    );
    expect(summary).toContain(
      'CLS at most 0.004 on mobile, 0.012 on desktop, blocking time 20–140 ms (budget ≤ 150 ms);',
    );
    expect(summary).toContain('store page 100.0 KB of JavaScript, compressed (budget ≤ 150.0 KB).');
    expect(summary).toContain('[bench/results.md](bench/results.md)');
    expect(summary.split('\n').length).toBeLessThanOrEqual(10);
  });
});

describe('benchmarkIndexSentence', () => {
  it("gives the median and range of the machine's CPU benchmark over the routes", () => {
    const routes = [1400, 2600, 1900].map((benchmarkIndex) => ({
      ...results().routes[0]!,
      mobile: figures({ benchmarkIndex }),
    }));
    expect(benchmarkIndexSentence(routes)).toContain('median 1900, from 1400 to 2600.');
  });

  it('says nothing for results measured before the benchmark was recorded', () => {
    expect(benchmarkIndexSentence(results().routes)).toBe('');
  });
});
