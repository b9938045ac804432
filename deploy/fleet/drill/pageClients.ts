/** One page as a client got it through the edge (or from a node directly). */
export interface PageAnswer {
  client: number;
  path: string;
  /** ms (performance.now) when the request was sent and when its answer was read. */
  sent: number;
  at: number;
  status: number | 'error';
  /** The generation the response header names, and the one the page's HTML names. */
  header: string | null;
  pinned: string | null;
  /** How the edge answered (hit, miss, stale) and which origin did. */
  edge: string | null;
  origin: string | null;
  error?: string;
}

const RELEASE_BLOCK = /<script type="application\/json" id="site-release">([^<]*)<\/script>/;

/** What a page says of itself: the generation its release block names. */
export function pinnedGeneration(html: string): string | null {
  const block = RELEASE_BLOCK.exec(html);
  if (!block) return null;
  return (JSON.parse(block[1]!) as { generation?: string }).generation ?? null;
}

/** Fetches one page as `visitor` (the address a proxy in front of the edge names). */
export async function fetchPage(
  base: string,
  path: string,
  client: number,
  visitor: string,
): Promise<PageAnswer> {
  const sent = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      headers: { 'X-Forwarded-For': visitor },
      signal: AbortSignal.timeout(15_000),
    });
    const html = await response.text();
    return {
      client,
      path,
      sent,
      at: performance.now(),
      status: response.status,
      header: response.headers.get('x-site-generation'),
      pinned: response.ok ? pinnedGeneration(html) : null,
      edge: response.headers.get('x-edge-cache'),
      origin: response.headers.get('x-edge-origin'),
    };
  } catch (error) {
    return {
      client,
      path,
      sent,
      at: performance.now(),
      status: 'error',
      header: null,
      pinned: null,
      edge: null,
      origin: null,
      error: (error as Error).message,
    };
  }
}

/**
 * `clients` shoppers loading `paths` one after another through `base`, each as a visitor of its
 * own (so the edge spreads them over the origins), pausing `pauseMs` between pages, until
 * stopped; every answer is kept.
 */
export function loadPages(base: string, paths: string[], clients: number, pauseMs: number) {
  const answers: PageAnswer[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let index = client; running; index += 1) {
      answers.push(await fetchPage(base, paths[index % paths.length]!, client, `10.0.${client}.1`));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
