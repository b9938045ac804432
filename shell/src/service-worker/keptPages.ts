import {
  centreMapPath,
  informationPath,
  storeDirectoryPath,
  tradingHoursPath,
} from 'shared-lib/routes';
import { stylesheetsOf, type KeptPage } from './offlineCopy';
import { isHashedFile } from './requestRules';

/** Versioned: a service worker that keeps things another way starts from empty caches. */
export const PAGES_CACHE = 'site-pages-v1';
export const FILES_CACHE = 'site-files-v1';
export const CACHE_NAMES: readonly string[] = [PAGES_CACHE, FILES_CACHE];

/** The generation a page was read from, as both servers name it (deploy/generations). */
export const GENERATION_HEADER = 'X-Site-Generation';
const KEPT_AT_HEADER = 'X-Kept-At';

/** What a shopper needs in the car park with no signal: kept whether visited or not. */
export const ALWAYS_KEPT: readonly string[] = [
  tradingHoursPath(),
  informationPath(),
  storeDirectoryPath(),
  centreMapPath(),
];
/** The pages visited last, kept besides those. */
export const VISITED_KEPT = 10;
/** Stylesheets, fonts and pictures: at most this many, the oldest forgotten first. */
export const FILES_KEPT = 400;

/**
 * A whole page of a served generation: not an error, not the 404 page, not a redirect, and not a
 * staged candidate's preview, which both servers mark never to be indexed: a preview is no page
 * of the site to show with no signal, and the browser that opened it gets the site again.
 */
export const isKeepablePage = (response: Response): boolean =>
  response.status === 200 &&
  (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
  response.headers.has(GENERATION_HEADER) &&
  !/noindex/i.test(response.headers.get('X-Robots-Tag') ?? '');

/** The kept pages to forget: beyond the newest `VISITED_KEPT` of those not always kept. */
export function pagesToForget(pages: readonly Pick<KeptPage, 'url' | 'keptAt'>[]): string[] {
  const isAlwaysKept = (url: URL) => !url.search && ALWAYS_KEPT.includes(url.pathname);
  return pages
    .filter((page) => !isAlwaysKept(new URL(page.url)))
    .sort((a, b) => b.keptAt - a.keptAt)
    .slice(VISITED_KEPT)
    .map((page) => page.url);
}

/** A kept page with the policy it was served with, which its offline copy is served with too. */
export interface KeptAnswer extends KeptPage {
  csp: string | null;
}

async function readKept(url: string, response: Response): Promise<KeptAnswer> {
  return {
    url,
    html: await response.text(),
    keptAt: Number(response.headers.get(KEPT_AT_HEADER)),
    csp: response.headers.get('Content-Security-Policy'),
  };
}

export async function keptPage(url: string): Promise<KeptAnswer | null> {
  const response = await (await caches.open(PAGES_CACHE)).match(url);
  return response ? readKept(url, response) : null;
}

export async function keptPages(): Promise<KeptAnswer[]> {
  const cache = await caches.open(PAGES_CACHE);
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => readKept(request.url, (await cache.match(request))!)),
  );
}

/** What is kept of a page's headers: its generation and the policy its offline copy keeps. */
const KEPT_HEADERS = ['Content-Type', 'Content-Security-Policy', GENERATION_HEADER] as const;

/** Keeps a page's HTML with when it was kept, and forgets the pages visited longest ago. */
export async function keepPage(url: string, response: Response, keptAt = Date.now()) {
  const headers = new Headers({ [KEPT_AT_HEADER]: String(keptAt) });
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(url, new Response(await response.text(), { headers }));
  for (const forgotten of pagesToForget(await keptPages())) await cache.delete(forgotten);
}

export async function keptFile(request: Request): Promise<Response | undefined> {
  return (await caches.open(FILES_CACHE)).match(request);
}

/** Keeps a stylesheet, font or picture; the oldest go once there are more than `FILES_KEPT`. */
export async function keepFile(request: Request | string, response: Response): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await cache.put(request, response);
  const requests = await cache.keys();
  for (const old of requests.slice(0, Math.max(0, requests.length - FILES_KEPT)))
    await cache.delete(old);
}

/** Fetches and keeps a file a kept page needs, unless a content-hashed copy is kept already. */
async function fetchFile(url: string): Promise<Response | null> {
  if (isHashedFile(new URL(url).pathname) && (await keptFile(new Request(url)))) return null;
  const response = await fetch(url);
  if (!response.ok) return null;
  await keepFile(url, response.clone());
  return response;
}

/** A page's stylesheets and the fonts they name: what it needs to look as it did. */
async function keepPageFiles(url: string, html: string): Promise<void> {
  for (const stylesheet of stylesheetsOf(html)) {
    const address = new URL(stylesheet, url).href;
    const response = await fetchFile(address);
    if (!response) continue;
    const fonts = [...(await response.text()).matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)];
    for (const [, font] of fonts) await fetchFile(new URL(font!, address).href);
  }
}

/**
 * Reads the pages always kept again when the site has moved to another generation than theirs (a
 * publish, a release, the midnight re-render), or when they are not kept yet, with their
 * stylesheets and fonts: the next time there is no signal they are the newest the shopper could
 * have had. Their pictures are kept as the shopper sees them.
 */
export async function keepAlwaysKept(origin: string, generation: string | null): Promise<void> {
  const pages = await caches.open(PAGES_CACHE);
  for (const path of ALWAYS_KEPT) {
    const url = new URL(path, origin).href;
    const kept = await pages.match(url);
    if (generation !== null && kept?.headers.get(GENERATION_HEADER) === generation) continue;
    const response = await fetch(url, { cache: 'no-cache' });
    if (!isKeepablePage(response)) continue;
    const html = await response.clone().text();
    await keepPage(url, response);
    await keepPageFiles(url, html);
  }
}
