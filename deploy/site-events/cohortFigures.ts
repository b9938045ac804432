import type { DatabaseSync } from 'node:sqlite';
import { allRows, firstRow } from 'forms-api/sql';

/** What the canary is judged on for one cohort (its generation) since the canary started. */
export interface CohortCounts {
  generation: string;
  /** Pages the servers served to this cohort, within each network's share. */
  loads: number;
  /** Of those, the pages that reported a failure (of a remote's part, or of the page itself). */
  failingLoads: number;
  /** The counted failures by kind, for the figures. */
  failuresByKind: Record<string, number>;
}

/** How many page loads of each cohort measured a metric, and how many of them were slow. */
export interface SlowShare {
  metric: 'lcp' | 'inp';
  /** Slow: above the two cohorts' p75 together; null while neither measured anything. */
  threshold: number | null;
  canary: { measured: number; slow: number };
  stable: { measured: number; slow: number };
}

export interface CanaryFigures {
  canary: CohortCounts;
  stable: CohortCounts;
  slow: SlowShare[];
}

const FAILING = "type IN ('failure', 'error') AND counted = 1";

function cohortCounts(db: DatabaseSync, generation: string, since: number): CohortCounts {
  const loads = firstRow<{ count: number }>(
    db,
    'SELECT COUNT(*) AS count FROM page_loads WHERE generation = ? AND served_at >= ? AND counted = 1',
    generation,
    since,
  )!.count;
  const failingLoads = firstRow<{ count: number }>(
    db,
    `SELECT COUNT(DISTINCT page) AS count FROM events
     WHERE generation = ? AND received_at >= ? AND ${FAILING}`,
    generation,
    since,
  )!.count;
  const kinds = allRows<{ kind: string; count: number }>(
    db,
    `SELECT kind, COUNT(*) AS count FROM events
     WHERE generation = ? AND received_at >= ? AND ${FAILING} GROUP BY kind ORDER BY kind`,
    generation,
    since,
  );
  return {
    generation,
    loads,
    failingLoads,
    failuresByKind: Object.fromEntries(kinds.map((row) => [row.kind, row.count])),
  };
}

function slowShare(
  db: DatabaseSync,
  metric: SlowShare['metric'],
  generations: [string, string],
  since: number,
): SlowShare {
  const where = `type = 'vitals' AND counted = 1 AND received_at >= ? AND generation IN (?, ?) AND ${metric} IS NOT NULL`;
  const measured = firstRow<{ count: number }>(
    db,
    `SELECT COUNT(*) AS count FROM events WHERE ${where}`,
    since,
    ...generations,
  )!.count;
  const threshold =
    measured === 0
      ? null
      : firstRow<{ value: number }>(
          db,
          `SELECT ${metric} AS value FROM events WHERE ${where} ORDER BY ${metric} LIMIT 1 OFFSET ?`,
          since,
          ...generations,
          Math.max(0, Math.ceil(measured * 0.75) - 1),
        )!.value;
  const cohort = (generation: string) =>
    firstRow<{ measured: number; slow: number }>(
      db,
      `SELECT COUNT(*) AS measured, COALESCE(SUM(${metric} > ?), 0) AS slow FROM events
       WHERE type = 'vitals' AND counted = 1 AND received_at >= ? AND generation = ? AND ${metric} IS NOT NULL`,
      threshold ?? 0,
      since,
      generation,
    )!;
  return { metric, threshold, canary: cohort(generations[0]), stable: cohort(generations[1]) };
}

/**
 * The canary's and the stable cohort's figures since `since` (ms): page loads the servers
 * served, those that reported a failure, and the share of slow ones by LCP and INP. Only what
 * was counted is read: a report for a page load a server served to the same network, within
 * that network's share (decision 323).
 */
export function canaryFigures(
  db: DatabaseSync,
  { canary, stable, since }: { canary: string; stable: string; since: number },
): CanaryFigures {
  return {
    canary: cohortCounts(db, canary, since),
    stable: cohortCounts(db, stable, since),
    slow: (['lcp', 'inp'] as const).map((metric) => slowShare(db, metric, [canary, stable], since)),
  };
}
