import type { DatabaseSync } from 'node:sqlite';
import { matchRoute } from 'shared-lib/routes';
import { allRows, inTransaction } from 'forms-api/sql';
import { accessLogReader, requestKind, type ServedRequest } from './accessLog';
import { clientNetwork } from './clientNetwork';
import type { NetworkLimits, NetworkShares } from './networkShares';
import { addCount } from './timeBuckets';

/** A page load a beacon may name, kept in memory for this long after it was served. */
const REMEMBERED_MS = 2 * 60 * 60 * 1000;
const REMEMBERED_LOADS = 200_000;

interface RememberedLoad {
  network: string;
  generation: string;
  time: number;
}

/**
 * What the site's servers served, from their access logs: every page load is stored (without
 * its address) and counted for its generation within its network's share, the failed answers
 * to page data and remotes' files are added up, and recent loads are remembered with their
 * network (in memory only) so that a beacon naming one can be checked (decision 323).
 */
export function servedLoads(
  db: DatabaseSync,
  { files, limits, shares }: { files: string[]; limits: NetworkLimits; shares: NetworkShares },
) {
  const reader = accessLogReader(db, files);
  const recent = new Map<string, RememberedLoad>();
  const generations = new Set(
    allRows<{ generation: string }>(db, 'SELECT DISTINCT generation FROM page_loads').map(
      (row) => row.generation,
    ),
  );
  const insertLoad = db.prepare(
    'INSERT OR IGNORE INTO page_loads (id, served_at, generation, route, status, counted) VALUES (?, ?, ?, ?, ?, ?)',
  );

  function remember(id: string, load: RememberedLoad) {
    recent.set(id, load);
    if (recent.size <= REMEMBERED_LOADS) return;
    for (const [key, value] of recent) {
      if (recent.size <= REMEMBERED_LOADS && load.time - value.time < REMEMBERED_MS) break;
      recent.delete(key);
    }
  }

  function take(request: ServedRequest) {
    const kind = requestKind(request);
    if (kind === 'page') {
      const network = clientNetwork(request.addr);
      const counted = shares.take(`load ${request.generation} ${network}`, limits.loadsPerHour);
      const route = request.status === 404 ? 'not-found' : matchRoute(request.path).name;
      const added = insertLoad.run(
        request.id,
        request.time,
        request.generation,
        route,
        request.status,
        counted ? 1 : 0,
      );
      if (added.changes === 0) return;
      addCount(db, request.time, { route, generation: request.generation }, 'load');
      generations.add(request.generation);
      remember(request.id, { network, generation: request.generation, time: request.time });
    } else if (kind && (request.status >= 500 || (kind === 'remote-file' && request.status >= 400)))
      addCount(
        db,
        request.time,
        { route: '', generation: request.generation },
        `server:${kind}:${request.status >= 500 ? '5xx' : '4xx'}`,
      );
  }

  return {
    /** Whether any access log is read: without one, no beacon can be checked. */
    watching: files.length > 0,
    /** Takes in what the servers logged since the last call. */
    catchUp(): number {
      const requests = reader.read();
      if (requests.length) inTransaction(db, () => requests.forEach(take));
      return requests.length;
    },
    /** A page load served within the last two hours, with its network. */
    pageLoad: (id: string) => recent.get(id),
    /** Whether the servers ever served a page of `generation`. */
    served: (generation: string) => generations.has(generation),
  };
}

export type ServedLoads = ReturnType<typeof servedLoads>;
