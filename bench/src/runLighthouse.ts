export type Preset = 'mobile' | 'desktop';

/** One page's figures from Lighthouse: one run's, or the medians of several. */
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

/** The parts of a Lighthouse report (LHR) the benchmark reads. */
export interface LighthouseReport {
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
        items?: {
          url?: string;
          resourceType?: string;
          transferSize?: number;
          requestCount?: number;
          duration?: number;
          startTime?: number;
          total?: number;
          scripting?: number;
        }[];
      };
    }
  >;
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

// Lighthouse and chrome-launcher are ES modules; this file is run by tsx as CommonJS.
const importModule = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

export interface LighthouseSession {
  /** One Lighthouse run (simulated throttling; performance, SEO and accessibility). */
  run(url: string, preset: Preset): Promise<LighthouseReport>;
  close(): Promise<void>;
}

/**
 * One Debian Chromium for every run of a benchmark, so that runs of different builds can follow
 * each other in the same minutes. Lighthouse opens a new tab and clears the cache and storage
 * before each run.
 */
export async function openLighthouse(): Promise<LighthouseSession> {
  const { default: lighthouse } = await importModule<{
    default: (url: string, flags: object, config?: object) => Promise<{ lhr: LighthouseReport }>;
  }>('lighthouse');
  const { launch } = await importModule<{
    launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }>;
  }>('chrome-launcher');
  const desktop = (
    await importModule<{ default: object }>('lighthouse/core/config/desktop-config.js')
  ).default;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  return {
    async run(url, preset) {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo', 'accessibility'],
          throttlingMethod: 'simulate',
        },
        preset === 'desktop' ? desktop : undefined,
      );
      return lhr;
    },
    async close() {
      await chrome.kill();
    },
  };
}

const score = (category: { score: number | null } | undefined) =>
  Math.round((category?.score ?? 0) * 100);

/** One run's figures. */
export function figuresOf(report: LighthouseReport): LighthouseFigures {
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const summary = (type: string) =>
    report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type);
  return {
    performance: score(report.categories.performance),
    seo: score(report.categories.seo),
    accessibility: score(report.categories.accessibility),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptBytes: summary('script')?.transferSize ?? 0,
    requests: summary('total')?.requestCount ?? 0,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}
