import { matchRoute } from 'shared-lib/routes';
import { accessLogReader, requestKind, type ServedRequest } from './accessLog';
import { clientNetwork } from './clientNetwork';
import type { EventDb, EventQueries } from './eventDb';
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
 * What the site's servers served, from this host's access logs: every page load is stored
 * (without its address) and counted for its generation within its network's share, the failed
 * answers to page data and remotes' files are added up, and recent loads are remembered with
 * their network (in memory only) so that a beacon naming one can be checked (decision 323).
 * Reads never overlap: each `catchUp` reads after the one before it has been stored.
 */
export function servedLoads(
  db: EventDb,
  { files, limits, shares }: { files: string[]; limits: NetworkLimits; shares: NetworkShares },
) {
  const reader = accessLogReader(db, files);
  const recent = new Map<string, RememberedLoad>();
  const generations = new Set<string>();

  function remember(id: string, load: RememberedLoad) {
    recent.set(id, load);
    if (recent.size <= REMEMBERED_LOADS) return;
    for (const [key, value] of recent) {
      if (recent.size <= REMEMBERED_LOADS && load.time - value.time < REMEMBERED_MS) break;
      recent.delete(key);
    }
  }

  async function take(tx: EventQueries, request: ServedRequest) {
    const kind = requestKind(request);
    if (kind === 'page') {
      const network = clientNetwork(request.addr);
      const counted = shares.take(`load ${request.generation} ${network}`, limits.loadsPerHour);
      const route = request.status === 404 ? 'not-found' : matchRoute(request.path).name;
      const added = await tx.run(
        `INSERT INTO page_loads (id, served_at, generation, route, status, counted)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        request.id,
        request.time,
        request.generation,
        route,
        request.status,
        counted ? 1 : 0,
      );
      if (added === 0) return;
      await addCount(tx, request.time, { route, generation: request.generation }, 'load');
      generations.add(request.generation);
      remember(request.id, { network, generation: request.generation, time: request.time });
    } else if (kind && (request.status >= 500 || (kind === 'remote-file' && request.status >= 400)))
      await addCount(
        tx,
        request.time,
        { route: '', generation: request.generation },
        `server:${kind}:${request.status >= 500 ? '5xx' : '4xx'}`,
      );
  }

  async function readOnce(): Promise<number> {
    const { requests, reached } = await reader.read();
    if (reached.length === 0) return 0;
    await db.transaction(async (tx) => {
      for (const request of requests) await take(tx, request);
      await reader.save(tx, reached);
    });
    reader.advance(reached);
    return requests.length;
  }

  let last: Promise<number> = Promise.resolve(0);

  return {
    /** Whether any access log is read: without one, no beacon can be checked. */
    watching: files.length > 0,
    /** Takes in what the servers logged since the last call; resolves to how many requests. */
    catchUp(): Promise<number> {
      last = last.then(readOnce, readOnce);
      return last;
    },
    /** A page load this host served within the last two hours, with its network. */
    pageLoad: (id: string) => recent.get(id),
    /** Whether a server (of any host sharing the store) ever served a page of `generation`. */
    async served(generation: string): Promise<boolean> {
      if (generations.has(generation)) return true;
      const [found] = await db.all(
        'SELECT 1 AS found FROM page_loads WHERE generation = $1 LIMIT 1',
        generation,
      );
      if (found) generations.add(generation);
      return Boolean(found);
    },
  };
}

export type ServedLoads = ReturnType<typeof servedLoads>;
