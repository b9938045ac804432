import {
  CACHE_NAMES,
  GENERATION_HEADER,
  isKeepablePage,
  keepAlwaysKept,
  keepFile,
  keepPage,
  keptFile,
  keptPage,
  keptPages,
} from './keptPages';
import { offlineCopy, offlineIndex } from './offlineCopy';
import { isHashedFile, isOutOfBounds, KEPT_DESTINATIONS, pageKey } from './requestRules';

// The worker's own types, which the page's library (DOM) the shell compiles with lacks.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: ServiceWorkerScope;

/**
 * With a copy of the page kept, how long the network has before the copy is shown: a signal that
 * comes and goes in a car park can leave a request hanging for much longer.
 */
const NETWORK_WAIT_MS = 4000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No answer')), ms));

/** What answers for a page with no connection: never stored, never compressed. */
function offlineAnswer(html: string, status: number, csp?: string | null): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  if (csp) headers.set('Content-Security-Policy', csp);
  return new Response(html, { status, headers });
}

/** A page visited: kept, and the pages always kept read again if the site moved on since. */
async function keepVisit(url: string, response: Response): Promise<void> {
  if (!isKeepablePage(response)) return;
  const generation = response.headers.get(GENERATION_HEADER);
  await keepPage(url, response);
  await keepAlwaysKept(self.location.origin, generation);
}

/**
 * Pages come from the network, always, so a shopper online gets the served generation with its
 * own scripts, and each one is kept. With no connection (or none in NETWORK_WAIT_MS), the kept
 * copy is shown as it was rendered, without scripts, with a line saying since when; a page not
 * kept gets the list of those that are.
 */
async function answerPage(event: FetchEvent): Promise<Response> {
  const url = pageKey(event.request.url);
  const network = Promise.resolve(event.preloadResponse).then(
    (preloaded: Response | undefined) => preloaded ?? fetch(event.request),
  );
  event.waitUntil(
    network.then((response) => keepVisit(url, response.clone())).catch(() => undefined),
  );
  const kept = await keptPage(url);
  try {
    return await (kept ? Promise.race([network, timeout(NETWORK_WAIT_MS)]) : network);
  } catch {
    if (kept) return offlineAnswer(offlineCopy(kept), 200, kept.csp);
    return offlineAnswer(offlineIndex(await keptPages()), 503);
  }
}

/**
 * A kept page's stylesheets, fonts and pictures: a content-hashed file from what is kept (it never
 * changes), any other from the network and kept, or what is kept when there is no connection.
 */
async function answerFile(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = await keptFile(request);
  if (kept && isHashedFile(new URL(request.url).pathname)) return kept;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic')
      event.waitUntil(keepFile(request, response.clone()));
    return response;
  } catch (error) {
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    keepAlwaysKept(self.location.origin, null)
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (!CACHE_NAMES.includes(name)) await caches.delete(name);
      // The page's request starts while the service worker itself starts.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isOutOfBounds(url, request.referrer)) return;
  if (request.mode === 'navigate') event.respondWith(answerPage(event));
  else if (KEPT_DESTINATIONS.has(request.destination)) event.respondWith(answerFile(event));
});
