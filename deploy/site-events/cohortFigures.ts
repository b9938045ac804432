import type { EventQueries } from './eventDb';

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

/** The one number a COUNT or SUM query answers. */
async function countOf(db: EventQueries, sql: string, ...params: (string | number)[]) {
  const [row] = await db.all<{ count: number }>(sql, ...params);
  return row?.count ?? 0;
}

async function cohortCounts(
  db: EventQueries,
  generation: string,
  since: number,
): Promise<CohortCounts> {
  // Page loads come from the access logs, whose times are nginx's whole seconds
  // ($time_iso8601): those of the second `since` falls in count, or a page served (and failing)
  // right after a canary started would be missing from its loads.
  const loads = await countOf(
    db,
    'SELECT COUNT(*) AS count FROM page_loads WHERE generation = $1 AND served_at >= $2 AND counted = 1',
    generation,
    since - (since % 1000),
  );
  const failingLoads = await countOf(
    db,
    `SELECT COUNT(DISTINCT page) AS count FROM events
     WHERE generation = $1 AND received_at >= $2 AND ${FAILING}`,
    generation,
    since,
  );
  const kinds = await db.all<{ kind: string; count: number }>(
    `SELECT kind, COUNT(*) AS count FROM events
     WHERE generation = $1 AND received_at >= $2 AND ${FAILING} GROUP BY kind ORDER BY kind`,
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

async function slowShare(
  db: EventQueries,
  metric: SlowShare['metric'],
  generations: [string, string],
  since: number,
): Promise<SlowShare> {
  const where = `type = 'vitals' AND counted = 1 AND received_at >= $1 AND generation IN ($2, $3) AND ${metric} IS NOT NULL`;
  const measured = await countOf(
    db,
    `SELECT COUNT(*) AS count FROM events WHERE ${where}`,
    since,
    ...generations,
  );
  const [p75] =
    measured === 0
      ? []
      : await db.all<{ value: number }>(
          `SELECT ${metric} AS value FROM events WHERE ${where} ORDER BY ${metric} LIMIT 1 OFFSET $4`,
          since,
          ...generations,
          Math.max(0, Math.ceil(measured * 0.75) - 1),
        );
  const threshold = p75?.value ?? null;
  const cohort = async (generation: string) => {
    const [row] = await db.all<{ measured: number; slow: number }>(
      `SELECT COUNT(*) AS measured, COALESCE(SUM(CASE WHEN ${metric} > $1 THEN 1 ELSE 0 END), 0) AS slow
       FROM events WHERE type = 'vitals' AND counted = 1 AND received_at >= $2 AND generation = $3
       AND ${metric} IS NOT NULL`,
      threshold ?? 0,
      since,
      generation,
    );
    return { measured: row?.measured ?? 0, slow: row?.slow ?? 0 };
  };
  return {
    metric,
    threshold,
    canary: await cohort(generations[0]),
    stable: await cohort(generations[1]),
  };
}

/**
 * The canary's and the stable cohort's figures since `since` (ms): page loads the servers
 * served, those that reported a failure, and the share of slow ones by LCP and INP. Only what
 * was counted is read: a report for a page load a server served to the same network, within
 * that network's share (decision 323).
 */
export async function canaryFigures(
  db: EventQueries,
  { canary, stable, since }: { canary: string; stable: string; since: number },
): Promise<CanaryFigures> {
  return {
    canary: await cohortCounts(db, canary, since),
    stable: await cohortCounts(db, stable, since),
    slow: [
      await slowShare(db, 'lcp', [canary, stable], since),
      await slowShare(db, 'inp', [canary, stable], since),
    ],
  };
}
