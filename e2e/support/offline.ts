import { expect, type Page } from '@playwright/test';

/** Waits until the page's service worker is active and answers for it (decision 331). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The addresses (path and query) of the pages the service worker keeps, whatever its caches. */
export function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const kept = await cache.match(request);
        if (!kept?.headers.get('Content-Type')?.startsWith('text/html')) continue;
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });
}

/** Waits until the service worker keeps every one of `paths`. */
export async function waitUntilKept(page: Page, paths: readonly string[]): Promise<void> {
  await expect
    .poll(() => keptPaths(page), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([...paths]));
}

/** The line a kept page shown with no connection starts its main content with. */
export const OFFLINE_LINE =
  /^No connection: this page may be out of date \(saved (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}(:\d{2})?(am|pm)\)\.$/;
