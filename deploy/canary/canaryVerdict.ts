import type { CanaryLimits } from '../site-state/siteStateDocument';
import type { CanaryFigures, CohortCounts, SlowShare } from '../site-events/cohortFigures';
import { evidenceOfWorse } from './sequentialTest';

/**
 * A canary is judged from its 10th page load on, and aborted healthy at most once in 200
 * canaries (the three tests share that rate).
 */
export const DEFAULT_CANARY_LIMITS: CanaryLimits = { minPageViews: 10, falseAbortRate: 0.005 };

/** Evidence this low says the canary is no worse (a 5% chance of missing a canary that is). */
const NO_WORSE_EVIDENCE = Math.log(0.05);

export interface CanaryTest {
  name: 'failures' | 'slow LCP' | 'slow INP';
  /** The log likelihood ratio of worse against equal (sequentialTest.ts). */
  evidence: number;
  verdict: 'worse' | 'undecided' | 'no worse';
  /** The figures behind it, in words. */
  figures: string;
}

export interface CanaryVerdict {
  abort: boolean;
  /** The canary's page loads so far, and how many it needs before it is judged. */
  canaryLoads: number;
  minPageViews: number;
  /** Failing page loads per page load of each cohort. */
  canaryRate: number;
  stableRate: number;
  tests: CanaryTest[];
  /** The figures in words, for the watcher's output and the release log. */
  summary: string;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`;

function test(
  name: CanaryTest['name'],
  canary: { events: number; total: number },
  stable: { events: number; total: number },
  abortAt: number,
  figures: string,
): CanaryTest {
  const evidence = evidenceOfWorse(canary.events, stable.events, canary.total, stable.total);
  const verdict =
    evidence >= abortAt ? 'worse' : evidence <= NO_WORSE_EVIDENCE ? 'no worse' : 'undecided';
  return { name, evidence, verdict, figures };
}

const failuresFigures = (canary: CohortCounts, stable: CohortCounts) =>
  `canary ${canary.failingLoads} of ${canary.loads} page loads failed (${percent(canary.failingLoads, canary.loads)}), stable ${stable.failingLoads} of ${stable.loads} (${percent(stable.failingLoads, stable.loads)})`;

const slowFigures = ({ metric, threshold, canary, stable }: SlowShare) =>
  `${metric.toUpperCase()} over ${threshold ?? '–'} ms: canary ${canary.slow} of ${canary.measured} (${percent(canary.slow, canary.measured)}), stable ${stable.slow} of ${stable.measured} (${percent(stable.slow, stable.measured)})`;

/**
 * Whether a canary is worse than the stable release, from what both cohorts showed since the
 * canary started: three sequential tests of canary against stable (failing page loads, page
 * loads slower than the cohorts' p75 LCP, and INP), each aborting when its evidence passes
 * ln(3/α) with α = `falseAbortRate`, so that a canary as good as stable is aborted with a
 * probability of at most α in all. Nothing is judged before `minPageViews` canary page loads.
 * A pure function: the watcher reads the figures, calls it, and aborts on `abort`.
 */
export function canaryVerdict(figures: CanaryFigures, limits: CanaryLimits): CanaryVerdict {
  const { canary, stable } = figures;
  const abortAt = Math.log(3 / limits.falseAbortRate);
  const tests = [
    test(
      'failures',
      { events: canary.failingLoads, total: canary.loads },
      { events: stable.failingLoads, total: stable.loads },
      abortAt,
      failuresFigures(canary, stable),
    ),
    ...figures.slow.map((share) =>
      test(
        share.metric === 'lcp' ? 'slow LCP' : 'slow INP',
        { events: share.canary.slow, total: share.canary.measured },
        { events: share.stable.slow, total: share.stable.measured },
        abortAt,
        slowFigures(share),
      ),
    ),
  ];
  const canaryRate = canary.loads ? canary.failingLoads / canary.loads : 0;
  const stableRate = stable.loads ? stable.failingLoads / stable.loads : 0;
  const words = tests
    .map((t) => `${t.name} ${t.verdict} (evidence ${t.evidence.toFixed(1)}): ${t.figures}`)
    .join('; ');
  if (canary.loads < limits.minPageViews)
    return {
      abort: false,
      canaryLoads: canary.loads,
      minPageViews: limits.minPageViews,
      canaryRate,
      stableRate,
      tests,
      summary: `${words}; waiting for ${limits.minPageViews} canary page loads`,
    };
  const worse = tests.filter((t) => t.verdict === 'worse');
  return {
    abort: worse.length > 0,
    canaryLoads: canary.loads,
    minPageViews: limits.minPageViews,
    canaryRate,
    stableRate,
    tests,
    summary: `${words}; ${worse.length ? `worse than stable (${worse.map((t) => t.name).join(', ')}), aborting at evidence ${abortAt.toFixed(1)}` : `abort at evidence ${abortAt.toFixed(1)}`}`,
  };
}
