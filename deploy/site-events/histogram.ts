import type { VitalMetric } from 'shared-lib/site-events';

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) }, (_, i) => from + (i + 1) * step);

/** Milliseconds: 50 ms apart up to a second, then wider, up to 20 s. */
const MILLISECONDS = [
  ...steps(0, 1000, 50),
  ...steps(1000, 3000, 100),
  ...steps(3000, 6000, 250),
  ...steps(6000, 10_000, 500),
  ...steps(10_000, 20_000, 1000),
];
const SHIFTS = [
  0.001,
  0.005,
  ...steps(0, 0.1, 0.01),
  0.125,
  0.15,
  0.2,
  0.25,
  0.3,
  0.4,
  0.5,
  0.75,
  1,
  2,
  5,
];

/**
 * The upper bound of each bin of a metric (a value v falls in the first bin whose bound is ≥ v;
 * the last bin, past every bound, takes the rest): fine enough that a percentile read from the
 * bins is within a few percent of the exact one.
 */
export const BIN_BOUNDS: Record<VitalMetric, readonly number[]> = {
  lcp: MILLISECONDS,
  inp: MILLISECONDS,
  ttfb: MILLISECONDS,
  cls: SHIFTS.map((value) => Math.round(value * 1000) / 1000),
};

/** The bin a value falls in. */
export function binOf(metric: VitalMetric, value: number): number {
  const bounds = BIN_BOUNDS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The `share` percentile (0.75 for p75) of a histogram (count by bin), interpolated inside its
 * bin; null for an empty histogram.
 */
export function percentileOf(
  metric: VitalMetric,
  counts: Map<number, number>,
  share: number,
): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = BIN_BOUNDS[metric];
  const rank = share * total;
  let below = 0;
  for (const bin of [...counts.keys()].sort((a, b) => a - b)) {
    const count = counts.get(bin)!;
    if (below + count >= rank) {
      const lower = bin === 0 ? 0 : bounds[bin - 1]!;
      const upper = bounds[bin] ?? lower;
      const value = lower + ((upper - lower) * (rank - below)) / count;
      return metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    below += count;
  }
  return null;
}
