import { connectPostgres } from 'forms-api/database-url';
import { clusterPid, restartCluster, stopCluster } from 'forms-api/testing/postgres';
import { originHealth } from '../../edge/varnishd';
import { sha256Of } from '../../generations/fileManifest';
import type { FleetLayout } from '../fleetLayout';
import { nodePids, signalNode, startNode } from '../fleetNodes';
import { writeFleetRecord, type FleetRecord } from '../fleetRecord';
import { untilGone } from '../processGroups';
import type { Submission } from './formClients';

/** The running fleet as the drills act on it. */
export interface RunningFleet {
  layout: FleetLayout;
  record: FleetRecord;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, polling every 100 ms; throws naming `what` after `ms`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

/** Every process of node `index` gets `signal`; resolves once none runs. */
export async function stopNode(fleet: RunningFleet, index: number, signal: NodeJS.Signals) {
  const { processes } = fleet.record.origins[index]!;
  signalNode(processes, signal);
  const left = await untilGone(nodePids(processes), 10_000);
  if (left.length > 0) throw new Error(`node ${index + 1}: pids ${left.join(', ')} still run`);
}

/**
 * Starts node `index` again (its follower catches it up) and resolves, with the seconds it took,
 * once the edge's probe sees it healthy; the fleet's record names its new processes.
 */
export async function restartNode(fleet: RunningFleet, index: number): Promise<number> {
  const started = Date.now();
  const node = fleet.layout.nodes[index]!;
  const processes = await startNode(fleet.layout, node, {
    databaseUrl: fleet.record.postgres.url,
    token: fleet.record.token,
  });
  fleet.record.origins[index] = {
    ...fleet.record.origins[index]!,
    processes,
    pids: nodePids(processes),
  };
  writeFleetRecord(fleet.layout.recordFile, fleet.record);
  await until(
    `${node.name} back behind the edge`,
    () => originHealth(fleet.layout.edgeDir)[`shell_${index + 1}`] === 'healthy',
    60_000,
  );
  return (Date.now() - started) / 1000;
}

/** PostgreSQL stopped as a crash does (immediate) and started again; the record follows. */
export async function crashPostgres(fleet: RunningFleet, downMs: number): Promise<void> {
  stopCluster(fleet.layout.postgres.folder, 'immediate');
  await sleep(downMs);
  restartCluster(fleet.layout.postgres.folder);
  fleet.record.postgres.pid = clusterPid(fleet.layout.postgres.folder)!;
  writeFleetRecord(fleet.layout.recordFile, fleet.record);
}

/** The answers the submissions got, by status: `201×30, 503×4`. */
function answerCounts(submissions: Submission[]): string {
  const counts = new Map<string, number>();
  for (const answer of submissions.flatMap((submission) => submission.answers))
    counts.set(String(answer), (counts.get(String(answer)) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
}

/**
 * What the database holds of `submissions`: each one's rows, and whether its stored file is the
 * bytes sent. Lost: acknowledged and not stored, or never acknowledged; twice: stored more than
 * once; altered: stored with other bytes.
 */
export async function storedSubmissions(fleet: RunningFleet, submissions: Submission[]) {
  const pool = await connectPostgres(fleet.record.postgres.url, { max: 1 });
  try {
    const rows = await pool.query<{ submission_id: string; bytes: Buffer }>(
      `SELECT s.submission_id, f.bytes FROM submissions s
       JOIN submission_files f ON f.submission = s.id WHERE s.submission_id = ANY($1)`,
      [submissions.map((submission) => submission.id)],
    );
    const byId = new Map<string, Buffer[]>();
    for (const row of rows.rows)
      byId.set(row.submission_id, [...(byId.get(row.submission_id) ?? []), row.bytes]);
    const stored = (submission: Submission) => byId.get(submission.id) ?? [];
    return {
      submissions: submissions.length,
      acknowledged201: submissions.filter((one) => one.acknowledged === 201).length,
      acknowledgedAsRepeat: submissions.filter((one) => one.acknowledged === 200).length,
      lost: submissions.filter((one) => !one.acknowledged || stored(one).length === 0).length,
      storedTwice: submissions.filter((one) => stored(one).length > 1).length,
      altered: submissions.filter((one) =>
        stored(one).some((bytes) => sha256Of(bytes) !== one.sha256),
      ).length,
      attempts: submissions.reduce((sum, one) => sum + one.attempts, 0),
      answers: answerCounts(submissions),
    };
  } finally {
    await pool.end();
  }
}
