import { canaryVerdict, DEFAULT_CANARY_LIMITS } from 'deploy/canary-verdict';

/** What a simulated canary runs into: the site's traffic and how the canary differs from stable. */
export interface CanaryScenario {
  name: string;
  /** Page loads the servers serve per second, both cohorts together. */
  loadsPerSecond: number;
  /** The share of page loads in the canary cohort. */
  canaryShare: number;
  /** The share of stable page loads that report a failure. */
  stableFailure: number;
  /** The canary fails this many times as often. */
  failureFactor: number;
  /** The canary's LCP is this many times stable's (every page load). */
  lcpFactor: number;
  /** The canary is promoted (the simulation ends) after this many canary page loads. */
  canaryLoads: number;
}

/** A small fast generator with a seed, so that a run of the simulation can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * How the site's page loads measure, from the field figures of a fast site: LCP log-normal
 * around 1.4 s (p75 about 2 s), INP measured on 60% of loads (the others had no interaction)
 * log-normal around 90 ms, and the vitals of 85% of loads reaching the service (the rest left
 * before the vitals module loaded, decision 321).
 */
const PAGE = {
  lcpMedianMs: 1400,
  lcpSpread: 0.5,
  inpShare: 0.6,
  inpMedianMs: 90,
  inpSpread: 0.7,
  vitalsShare: 0.85,
};

/** Counts by 5 ms bin in a Fenwick tree: a percentile and a count above a value in log time. */
class BinnedCounts {
  private readonly tree: Float64Array;
  total = 0;
  constructor(private readonly bins = 8192) {
    this.tree = new Float64Array(bins + 1);
  }
  static binOf = (ms: number) => Math.min(8191, Math.floor(ms / 5));
  add(bin: number): void {
    this.total += 1;
    for (let i = bin + 1; i <= this.bins; i += i & -i) this.tree[i]! += 1;
  }
  /** How many are in bins 0..bin. */
  upTo(bin: number): number {
    let sum = 0;
    for (let i = bin + 1; i > 0; i -= i & -i) sum += this.tree[i]!;
    return sum;
  }
  /** The bin holding the `rank`th smallest (1-based). */
  binOfRank(rank: number): number {
    let position = 0;
    let remaining = rank;
    for (let step = 1 << Math.floor(Math.log2(this.bins)); step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.bins && this.tree[next]! < remaining) {
        position = next;
        remaining -= this.tree[next]!;
      }
    }
    return position;
  }
}

class SlowMetric {
  readonly canary = new BinnedCounts();
  readonly stable = new BinnedCounts();
  readonly both = new BinnedCounts();
  add(cohort: 'canary' | 'stable', ms: number) {
    const bin = BinnedCounts.binOf(ms);
    this[cohort].add(bin);
    this.both.add(bin);
  }
  /** As cohortFigures.ts reads it: slow is above the two cohorts' p75 together. */
  share(metric: 'lcp' | 'inp') {
    if (this.both.total === 0)
      return {
        metric,
        threshold: null,
        canary: { measured: 0, slow: 0 },
        stable: { measured: 0, slow: 0 },
      };
    const threshold = this.both.binOfRank(Math.max(1, Math.ceil(this.both.total * 0.75)));
    const counts = (cohort: BinnedCounts) => ({
      measured: cohort.total,
      slow: cohort.total - cohort.upTo(threshold),
    });
    return {
      metric,
      threshold: threshold * 5,
      canary: counts(this.canary),
      stable: counts(this.stable),
    };
  }
}

export interface CanaryRun {
  aborted: boolean;
  /** Canary page loads and seconds when the watcher aborted it (or when the run ended). */
  canaryLoads: number;
  seconds: number;
  /** Which tests found it worse. */
  worse: string[];
}

/** How often the watcher looks at a running canary (deploy/canary/canaryWatcher.ts). */
export const WATCH_SECONDS = 5;

/**
 * One canary from start to promote or abort: page loads arrive at random (a Poisson process of
 * the scenario's rate), each is the canary's with its share, fails, and reports its vitals as the
 * scenario says; every WATCH_SECONDS the watcher's pure verdict (deploy/canary/canaryVerdict.ts)
 * reads the figures as the events store would give them.
 */
export function simulateCanary(scenario: CanaryScenario, random: () => number): CanaryRun {
  const cohorts = {
    canary: { loads: 0, failing: 0 },
    stable: { loads: 0, failing: 0 },
  };
  const lcp = new SlowMetric();
  const inp = new SlowMetric();
  let time = 0;
  let nextCheck = WATCH_SECONDS;
  for (;;) {
    time += -Math.log(1 - random()) / scenario.loadsPerSecond;
    while (time >= nextCheck) {
      const verdict = canaryVerdict(
        {
          canary: {
            generation: 'canary',
            loads: cohorts.canary.loads,
            failingLoads: cohorts.canary.failing,
            failuresByKind: {},
          },
          stable: {
            generation: 'stable',
            loads: cohorts.stable.loads,
            failingLoads: cohorts.stable.failing,
            failuresByKind: {},
          },
          slow: [lcp.share('lcp'), inp.share('inp')],
        },
        DEFAULT_CANARY_LIMITS,
      );
      if (verdict.abort)
        return {
          aborted: true,
          canaryLoads: cohorts.canary.loads,
          seconds: nextCheck,
          worse: verdict.tests.filter((test) => test.verdict === 'worse').map((test) => test.name),
        };
      if (cohorts.canary.loads >= scenario.canaryLoads)
        return { aborted: false, canaryLoads: cohorts.canary.loads, seconds: nextCheck, worse: [] };
      nextCheck += WATCH_SECONDS;
    }
    const cohort = random() < scenario.canaryShare ? 'canary' : 'stable';
    const isCanary = cohort === 'canary';
    cohorts[cohort].loads += 1;
    const failure = scenario.stableFailure * (isCanary ? scenario.failureFactor : 1);
    if (random() < failure) cohorts[cohort].failing += 1;
    if (random() < PAGE.vitalsShare) {
      const slower = isCanary ? scenario.lcpFactor : 1;
      lcp.add(cohort, PAGE.lcpMedianMs * Math.exp(PAGE.lcpSpread * normal(random)) * slower);
      if (random() < PAGE.inpShare)
        inp.add(cohort, PAGE.inpMedianMs * Math.exp(PAGE.inpSpread * normal(random)));
    }
  }
}

export interface ScenarioResult {
  scenario: CanaryScenario;
  runs: number;
  aborted: number;
  /** Of the aborted runs: canary page loads and seconds to the abort, sorted. */
  loadsToAbort: number[];
  secondsToAbort: number[];
  worse: Record<string, number>;
}

/** `runs` canaries of a scenario, each with its own seed. */
export function simulateScenario(scenario: CanaryScenario, runs: number, seed = 1): ScenarioResult {
  const results = Array.from({ length: runs }, (_, run) =>
    simulateCanary(scenario, seededRandom(seed * 100_003 + run)),
  );
  const aborted = results.filter((run) => run.aborted);
  const worse: Record<string, number> = {};
  for (const run of aborted) for (const name of run.worse) worse[name] = (worse[name] ?? 0) + 1;
  return {
    scenario,
    runs,
    aborted: aborted.length,
    loadsToAbort: aborted.map((run) => run.canaryLoads).sort((a, b) => a - b),
    secondsToAbort: aborted.map((run) => run.seconds).sort((a, b) => a - b),
    worse,
  };
}
