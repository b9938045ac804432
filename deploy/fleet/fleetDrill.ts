import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../origins/siteApps';
import { drillReport, writeDrillReport } from './drill/drillReport';
import {
  drillPaths,
  FULL_TIMES,
  killOneOrigin,
  promoteAndRollBack,
  restartPostgres,
  SHORT_TIMES,
  stopEveryOrigin,
  throughput,
  type DrillResult,
} from './drill/drills';
import { fleetDown } from './fleetDown';
import type { FleetLayout } from './fleetLayout';
import { fleetUp } from './fleetUp';

/**
 * `fleet drill`: a fleet of its own (up, then down whatever happens), the drills in order while
 * clients load pages and submit forms through the edge, and their results: bench/fleet.json and
 * bench/fleet.md, or with `short` (npm test) one kill and one switch, into the fleet's folder.
 * Resolves with whether every check passed.
 */
export async function fleetDrill(
  layout: FleetLayout,
  { short, log }: { short: boolean; log: (line: string) => void },
): Promise<boolean> {
  const load = os.loadavg()[0]!;
  const record = await fleetUp(layout, { graceSeconds: 86_400, log });
  const fleet = { layout, record };
  const results: DrillResult[] = [];
  try {
    const paths = await drillPaths(fleet);
    const times = short ? SHORT_TIMES : FULL_TIMES;
    const drills = short
      ? [() => killOneOrigin(fleet, paths, times), () => promoteAndRollBack(fleet, paths, times, 1)]
      : [
          () => killOneOrigin(fleet, paths, times),
          () => stopEveryOrigin(fleet, paths, times),
          () => restartPostgres(fleet, times),
          () => promoteAndRollBack(fleet, paths, times, 5),
          () => throughput(fleet, paths, times),
        ];
    for (const drill of drills) {
      const result = await drill();
      results.push(result);
      for (const one of result.checks)
        log(`${one.passed ? 'passed' : 'FAILED'}  ${result.drill}: ${one.check} (${one.found})`);
    }
  } finally {
    await fleetDown(layout, log);
  }
  const report = drillReport(results, load);
  const [json, markdown] = short
    ? [path.join(layout.dir, 'drill.json'), null]
    : [path.join(REPO_ROOT, 'bench', 'fleet.json'), path.join(REPO_ROOT, 'bench', 'fleet.md')];
  writeDrillReport(json, markdown, report);
  log(
    `${report.passed ? 'Every check passed' : 'A check FAILED'}: ${json}${markdown ? ` and ${markdown}` : ''}`,
  );
  return report.passed;
}
