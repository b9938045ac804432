import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'deploy/site-apps';
import { canaryTable, scenarioRow } from '../src/canaryReport';
import { simulateScenario, WATCH_SECONDS, type CanaryScenario } from '../src/canarySimulation';

/**
 * The canary drill's traffic (e2e/production/canary.spec.ts): three shoppers in Chromium, each
 * visit two page loads, through nginx on this machine: 82 page loads in 230 s on 2026-11-28
 * (bench/canary.md).
 */
export const DRILL_LOADS_PER_SECOND = Number(process.env.BENCH_CANARY_LOADS_PER_SECOND ?? 0.36);

/** A busy hour of the site, for comparison: ten page loads a second. */
const BUSY_LOADS_PER_SECOND = 10;

const RESULTS = path.join(REPO_ROOT, 'bench/canary.json');
const REPORT = path.join(REPO_ROOT, 'bench/canary.md');

const base: Omit<CanaryScenario, 'name'> = {
  loadsPerSecond: DRILL_LOADS_PER_SECOND,
  canaryShare: 0.2,
  stableFailure: 0.02,
  failureFactor: 1,
  lcpFactor: 1,
  canaryLoads: 2000,
};

const SCENARIOS: { scenario: CanaryScenario; runs: number }[] = [
  { scenario: { ...base, name: 'as good as stable' }, runs: 1000 },
  { scenario: { ...base, name: 'as good as stable', stableFailure: 0.002 }, runs: 1000 },
  { scenario: { ...base, name: 'fails 5× as often', failureFactor: 5 }, runs: 500 },
  {
    scenario: { ...base, name: 'fails 5× as often', stableFailure: 0.05, failureFactor: 5 },
    runs: 500,
  },
  {
    scenario: { ...base, name: 'fails 5× as often', stableFailure: 0.01, failureFactor: 5 },
    runs: 500,
  },
  { scenario: { ...base, name: '50% slower LCP', lcpFactor: 1.5 }, runs: 500 },
  // The drill's broken release: its part fails on the gift generator, half the canary's pages.
  {
    scenario: {
      ...base,
      name: 'the drill: half its pages fail',
      stableFailure: 0.002,
      failureFactor: 250,
    },
    runs: 500,
  },
  {
    scenario: {
      ...base,
      name: 'fails 5× as often, busy hour',
      failureFactor: 5,
      loadsPerSecond: BUSY_LOADS_PER_SECOND,
    },
    runs: 500,
  },
  {
    scenario: {
      ...base,
      name: '50% slower LCP, busy hour',
      lcpFactor: 1.5,
      loadsPerSecond: BUSY_LOADS_PER_SECOND,
    },
    runs: 500,
  },
];

/**
 * `npm run bench:canary`: the canary watcher's decision (deploy/canary/canaryVerdict.ts) in a
 * simulation of canaries against stable at the drill's traffic, a 20% canary, checked every
 * WATCH_SECONDS: how often a canary as good as stable is aborted, and how many canary page loads
 * and seconds a failing or a slower canary takes to be aborted. Writes bench/canary.json and the
 * table of bench/canary.md (about a minute).
 */
function main(): void {
  const started = performance.now();
  const rows = SCENARIOS.map(({ scenario, runs }, index) => {
    const row = scenarioRow(simulateScenario(scenario, runs, index + 1));
    console.log(
      `${row.name} (stable ${row.scenario.stableFailure * 100}%): ${row.aborted} of ${row.runs} aborted, canary loads to abort median ${row.canaryLoadsToAbort.median}, seconds median ${row.secondsToAbort.median}`,
    );
    return row;
  });
  writeFileSync(
    RESULTS,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
        loadsPerSecond: DRILL_LOADS_PER_SECOND,
        watchSeconds: WATCH_SECONDS,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  const report = readFileSync(REPORT, 'utf8');
  const table = `<!-- canary:start -->\n${canaryTable(rows)}\n<!-- canary:end -->`;
  if (!/<!-- canary:start -->[\s\S]*<!-- canary:end -->/.test(report))
    throw new Error(
      `${REPORT} has no <!-- canary:start --> … <!-- canary:end --> to write the table in`,
    );
  writeFileSync(REPORT, report.replace(/<!-- canary:start -->[\s\S]*<!-- canary:end -->/, table));
  console.log(
    `Written to ${RESULTS} and ${REPORT}'s table in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) main();
