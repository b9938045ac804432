import type { DatabaseSync } from 'node:sqlite';
import type { FailureKind } from 'shared-lib/site-events';
import { allRows } from 'forms-api/sql';

/** One remote at one release: the page views of pages rendered with it, and its failures. */
export interface ReleaseHealth {
  remote: string;
  release: string | null;
  generations: string[];
  pageViews: number;
  failuresByKind: Partial<Record<FailureKind, number>>;
}

/** The releases shown, newest first: those of the last year's generations are at most a few hundred. */
const RELEASES_SHOWN = 50;

/**
 * Per remote and release (as the servers' generations were rendered with them): the page views
 * of those generations' pages and the failures reported against the release, over the raw
 * events kept (retention.ts). Three queries, none of which takes a list of ids: a store holding
 * many made-up generations costs rows, never an oversized statement.
 */
export function releaseHealth(db: DatabaseSync): ReleaseHealth[] {
  const releases = allRows<{ remote: string; release: string | null; generations: string }>(
    db,
    `SELECT remote, release, GROUP_CONCAT(generation) AS generations FROM generation_releases
     GROUP BY remote, release ORDER BY MAX(first_seen) DESC, remote LIMIT ${RELEASES_SHOWN}`,
  );
  const views = allRows<{ remote: string; release: string | null; pageViews: number }>(
    db,
    `SELECT gr.remote, gr.release, COUNT(e.id) AS pageViews FROM generation_releases gr
     JOIN events e ON e.generation = gr.generation AND e.type = 'pageview'
     GROUP BY gr.remote, gr.release`,
  );
  const failures = allRows<{
    remote: string;
    release: string | null;
    kind: FailureKind;
    count: number;
  }>(
    db,
    `SELECT e.remote, e.release, e.kind, COUNT(*) AS count FROM events e
     WHERE e.type = 'failure' AND e.remote IS NOT NULL AND EXISTS
       (SELECT 1 FROM generation_releases g WHERE g.remote = e.remote AND g.release IS e.release)
     GROUP BY e.remote, e.release, e.kind ORDER BY e.kind`,
  );
  const same =
    (remote: string, release: string | null) => (row: { remote: string; release: string | null }) =>
      row.remote === remote && row.release === release;
  return releases
    .map(({ remote, release, generations }) => ({
      remote,
      release,
      generations: generations.split(',').sort(),
      pageViews: views.find(same(remote, release))?.pageViews ?? 0,
      failuresByKind: Object.fromEntries(
        failures.filter(same(remote, release)).map((row) => [row.kind, row.count]),
      ),
    }))
    .sort(
      (a, b) =>
        a.remote.localeCompare(b.remote) || (a.release ?? '').localeCompare(b.release ?? ''),
    );
}
