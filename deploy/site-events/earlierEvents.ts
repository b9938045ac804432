import { matchRoute } from 'shared-lib/routes';
import type { EventDb } from './eventDb';
import { addCount } from './timeBuckets';

/** Events given their route per transaction: a writer never waits long. */
const BATCH = 500;

/**
 * Events stored before the time buckets (page views and remotes' failures, which migration 002
 * keeps without a route) get their route and are added to the buckets, in batches. An event is
 * added only by the transaction that set its route, so two services opening one PostgreSQL at
 * once, or a restart halfway, count nothing twice. Returns how many were added.
 */
export async function routeEarlierEvents(db: EventDb): Promise<number> {
  let added = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.all<{
        id: number;
        received_at: number;
        type: string;
        path: string;
        generation: string;
        kind: string | null;
      }>(
        `SELECT id, received_at, type, path, generation, kind FROM events WHERE route IS NULL
         ORDER BY id LIMIT ${BATCH}`,
      );
      for (const row of rows) {
        const route = matchRoute(row.path).name;
        const claimed = await tx.run(
          'UPDATE events SET route = $1 WHERE id = $2 AND route IS NULL',
          route,
          row.id,
        );
        if (claimed === 1)
          await addCount(
            tx,
            row.received_at,
            { route, generation: row.generation },
            row.type === 'pageview' ? 'pageview' : `failure:${row.kind}`,
          );
      }
      return rows.length;
    });
    added += done;
    if (done < BATCH) return added;
  }
}
