import type { CanaryScenario, ScenarioResult } from './canarySimulation';

/** The `share` quantile of sorted values, or null for none. */
export const quantile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : null;

/**
 * An upper bound of a rate seen as `count` in `runs`, at 95% (Clopper-Pearson, solved by
 * bisection on the binomial tail): 0 of 1,000 still allows 0.3%.
 */
export function upperBound95(count: number, runs: number): number {
  const tail = (p: number) => {
    let sum = 0;
    let term = (1 - p) ** runs; // P(X = 0)
    for (let k = 0; k <= count; k += 1) {
      sum += term;
      term *= ((runs - k) / (k + 1)) * (p / (1 - p));
    }
    return sum;
  };
  let low = count / runs;
  let high = 1;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (tail(middle) > 0.025) low = middle;
    else high = middle;
  }
  return high;
}

export interface ScenarioRow {
  name: string;
  scenario: CanaryScenario;
  runs: number;
  aborted: number;
  abortedShare: number;
  abortedUpperBound95: number;
  canaryLoadsToAbort: { median: number | null; p90: number | null; max: number | null };
  secondsToAbort: { median: number | null; p90: number | null; max: number | null };
  /** Of the runs, the share aborted within 200 canary page loads, and within 60 s. */
  within200Loads: number;
  within60Seconds: number;
  worse: Record<string, number>;
}

export function scenarioRow(result: ScenarioResult): ScenarioRow {
  const spread = (values: number[]) => ({
    median: quantile(values, 0.5),
    p90: quantile(values, 0.9),
    max: values.at(-1) ?? null,
  });
  return {
    name: result.scenario.name,
    scenario: result.scenario,
    runs: result.runs,
    aborted: result.aborted,
    abortedShare: result.aborted / result.runs,
    abortedUpperBound95: upperBound95(result.aborted, result.runs),
    canaryLoadsToAbort: spread(result.loadsToAbort),
    secondsToAbort: spread(result.secondsToAbort),
    within200Loads: result.loadsToAbort.filter((loads) => loads <= 200).length / result.runs,
    within60Seconds: result.secondsToAbort.filter((seconds) => seconds <= 60).length / result.runs,
    worse: result.worse,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const figure = (value: number | null) => (value === null ? '–' : String(value));

/** The results as the Markdown of bench/canary.md's table. */
export function canaryTable(rows: ScenarioRow[]): string {
  const lines = [
    '| Canary | Stable fails | Page loads/s | Runs | Aborted | Canary loads to abort (median / p90 / max) | Seconds to abort (median / p90 / max) | Within 200 loads | Within 60 s | Found by |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.name} | ${percent(row.scenario.stableFailure)} | ${row.scenario.loadsPerSecond} | ${row.runs} | ${row.aborted} (${percent(row.abortedShare)}; at most ${percent(row.abortedUpperBound95)} at 95%) | ${figure(row.canaryLoadsToAbort.median)} / ${figure(row.canaryLoadsToAbort.p90)} / ${figure(row.canaryLoadsToAbort.max)} | ${figure(row.secondsToAbort.median)} / ${figure(row.secondsToAbort.p90)} / ${figure(row.secondsToAbort.max)} | ${percent(row.within200Loads)} | ${percent(row.within60Seconds)} | ${
        Object.entries(row.worse)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ') || '–'
      } |`,
    );
  return lines.join('\n');
}
