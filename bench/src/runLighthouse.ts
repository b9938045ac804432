import { median } from './medians';

export type Preset = 'mobile' | 'desktop';

/** One page's figures from Lighthouse, medians of the runs. */
export interface LighthouseFigures {
  performance: number;
  /** Lighthouse's SEO score (0-100); absent from results measured before it was recorded. */
  seo?: number;
  /** Lighthouse's accessibility score (0-100); absent from results measured before it was recorded. */
  accessibility?: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed bytes of JavaScript the page loaded. */
  scriptBytes: number;
  requests: number;
  /**
   * Lighthouse's CPU benchmark of the machine during the runs (higher is faster): blocking time is
   * the machine's own task times slowed 4×, so it moves with this. Absent from older results.
   */
  benchmarkIndex?: number;
}

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface LighthouseResult {
  environment?: { benchmarkIndex?: number };
  categories: {
    performance: { score: number | null };
    seo?: { score: number | null };
    accessibility?: { score: number | null };
  };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: { resourceType?: string; transferSize?: number; requestCount?: number }[];
      };
    }
  >;
}

// Lighthouse and chrome-launcher are ES modules; this file is run by tsx as CommonJS.
const importModule = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

/**
 * Runs Lighthouse (simulated throttling, performance, SEO and accessibility) `runs` times on an address in Debian's
 * Chromium with the mobile or desktop preset, and gives the medians.
 */
export async function measureWithLighthouse(
  url: string,
  preset: Preset,
  runs: number,
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await importModule<{
    default: (url: string, flags: object, config?: object) => Promise<{ lhr: LighthouseResult }>;
  }>('lighthouse');
  const { launch } = await importModule<{
    launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  }>('chrome-launcher');
  const config =
    preset === 'desktop'
      ? (await importModule<{ default: object }>('lighthouse/core/config/desktop-config.js'))
          .default
      : undefined;
  const results: LighthouseResult[] = [];
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    // Lighthouse opens a new tab and clears the cache and storage before each run.
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo', 'accessibility'],
          throttlingMethod: 'simulate',
        },
        config,
      );
      results.push(lhr);
    }
  } finally {
    await chrome.kill();
  }
  const numeric = (lhr: LighthouseResult, audit: string) =>
    lhr.audits[audit]?.numericValue ?? Number.NaN;
  const summaryOf = (lhr: LighthouseResult, type: string) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type);
  return {
    performance: median(
      results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
    ),
    seo: median(results.map((lhr) => Math.round((lhr.categories.seo?.score ?? 0) * 100))),
    accessibility: median(
      results.map((lhr) => Math.round((lhr.categories.accessibility?.score ?? 0) * 100)),
    ),
    lcpMs: median(results.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    fcpMs: median(results.map((lhr) => numeric(lhr, 'first-contentful-paint'))),
    cls: median(results.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
    tbtMs: median(results.map((lhr) => numeric(lhr, 'total-blocking-time'))),
    scriptBytes: median(results.map((lhr) => summaryOf(lhr, 'script')?.transferSize ?? 0)),
    requests: median(results.map((lhr) => summaryOf(lhr, 'total')?.requestCount ?? 0)),
    benchmarkIndex: median(results.map((lhr) => lhr.environment?.benchmarkIndex ?? Number.NaN)),
  };
}
