import { rmSync } from 'node:fs';
import { stopCluster } from 'forms-api/testing/postgres';
import { stopEdge } from '../edge/varnishd';
import type { FleetLayout } from './fleetLayout';
import { readFleetRecord, recordedPids } from './fleetRecord';
import { signalGroup, untilGone } from './processGroups';

/**
 * `fleet down`: stops every process `up` started (the release service, each node's processes
 * with their groups, the edge, PostgreSQL), waits until none runs (SIGKILL after 10 s) and says
 * so; the fleet's folder (logs, data) stays. Nothing to stop is said too.
 */
export async function fleetDown(layout: FleetLayout, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const record = readFleetRecord(layout.recordFile);
  if (!record) {
    log(`No fleet is recorded on port ${layout.port} (${layout.recordFile}): nothing to stop`);
    return;
  }
  signalGroup(record.releaseService.pid, 'SIGTERM');
  for (const origin of record.origins) for (const pid of origin.pids) signalGroup(pid, 'SIGTERM');
  await stopEdge(layout.edgeDir);
  stopCluster(layout.postgres.folder, 'fast');
  let left = await untilGone(recordedPids(record), 10_000);
  for (const pid of left) signalGroup(pid, 'SIGKILL');
  left = await untilGone(left, 5_000);
  if (left.length > 0) throw new Error(`fleet down: pids ${left.join(', ')} still run`);
  rmSync(layout.recordFile, { force: true });
  log(
    `Stopped the fleet on port ${layout.port}: ${recordedPids(record).length} processes, none left running, ${((Date.now() - started) / 1000).toFixed(1)} s (logs and data in ${layout.dir})`,
  );
}
