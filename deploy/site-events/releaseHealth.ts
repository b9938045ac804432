import type { FailureKind } from 'shared-lib/site-events';
import type { EventQueries } from './eventDb';

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
 * events kept (retention.ts). No query takes a list of ids: a store holding many made-up
 * generations costs rows, never an oversized statement; the generations are grouped in code.
 */
export async function releaseHealth(db: EventQueries): Promise<ReleaseHealth[]> {
  const shown = `(SELECT remote, release, MAX(first_seen) AS seen FROM generation_releases
     GROUP BY remote, release ORDER BY seen DESC, remote LIMIT ${RELEASES_SHOWN}) shown`;
  const same = 'shown.remote = g.remote AND shown.release IS NOT DISTINCT FROM g.release';
  const pairs = await db.all<{ remote: string; release: string | null; generation: string }>(
    `SELECT g.remote, g.release, g.generation FROM generation_releases g JOIN ${shown} ON ${same}
     ORDER BY g.generation`,
  );
  const views = await db.all<{ remote: string; release: string | null; pageViews: number }>(
    `SELECT g.remote, g.release, COUNT(e.id) AS "pageViews" FROM generation_releases g
     JOIN ${shown} ON ${same}
     JOIN events e ON e.generation = g.generation AND e.type = 'pageview'
     GROUP BY g.remote, g.release`,
  );
  const failures = await db.all<{
    remote: string;
    release: string | null;
    kind: FailureKind;
    count: number;
  }>(
    `SELECT e.remote, e.release, e.kind, COUNT(*) AS count FROM events e
     WHERE e.type = 'failure' AND e.remote IS NOT NULL AND EXISTS
       (SELECT 1 FROM generation_releases g WHERE g.remote = e.remote
        AND g.release IS NOT DISTINCT FROM e.release)
     GROUP BY e.remote, e.release, e.kind ORDER BY e.kind`,
  );
  const releases = new Map<string, ReleaseHealth>();
  const sameRelease =
    (remote: string, release: string | null) => (row: { remote: string; release: string | null }) =>
      row.remote === remote && row.release === release;
  for (const { remote, release, generation } of pairs) {
    const key = JSON.stringify([remote, release]);
    const entry: ReleaseHealth = releases.get(key) ?? {
      remote,
      release,
      generations: [],
      pageViews: views.find(sameRelease(remote, release))?.pageViews ?? 0,
      failuresByKind: Object.fromEntries(
        failures.filter(sameRelease(remote, release)).map((row) => [row.kind, row.count]),
      ),
    };
    entry.generations.push(generation);
    releases.set(key, entry);
  }
  return [...releases.values()].sort(
    (a, b) => a.remote.localeCompare(b.remote) || (a.release ?? '').localeCompare(b.release ?? ''),
  );
}
