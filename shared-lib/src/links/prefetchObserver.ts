import { prefetchPageData } from 'shared-lib/page-data';
import { pageDataUrl } from 'shared-lib/routes';

/** docs/reference/routes.md and docs/reference/limits.md: links in view are prefetched after 250 ms (margin 20 px, threshold 0.1). */
export const PREFETCH_DELAY_MS = 250;
export const PREFETCH_ROOT_MARGIN = '20px';
export const PREFETCH_THRESHOLD = 0.1;

interface Watched {
  href: string;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * One observer for every link of the page: a directory of 130 store cards registers 130
 * elements with it after hydration instead of creating 130 observers (Total Blocking Time).
 */
let observer: IntersectionObserver | null | undefined;
const watched = new Map<Element, Watched>();
const prefetched = new Set<string>();

function unwatch(element: Element): void {
  const entry = watched.get(element);
  if (entry?.timer !== undefined) clearTimeout(entry.timer);
  watched.delete(element);
  observer?.unobserve(element);
}

function prefetch(element: Element, href: string): void {
  unwatch(element);
  if (prefetched.has(href)) return;
  prefetched.add(href);
  prefetchPageData(pageDataUrl(new URL(href, window.location.href).pathname));
}

function onIntersections(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const link = watched.get(entry.target);
    if (!link) continue;
    if (prefetched.has(link.href)) unwatch(entry.target);
    else if (entry.isIntersecting && entry.intersectionRatio >= PREFETCH_THRESHOLD)
      link.timer ??= setTimeout(() => prefetch(entry.target, link.href), PREFETCH_DELAY_MS);
    else if (link.timer !== undefined) {
      clearTimeout(link.timer);
      link.timer = undefined;
    }
  }
}

/** Null when the viewer asked to save data or the browser has no IntersectionObserver. */
function sharedObserver(): IntersectionObserver | null {
  if (observer !== undefined) return observer;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  observer =
    typeof IntersectionObserver === 'undefined' || connection?.saveData
      ? null
      : new IntersectionObserver(onIntersections, {
          rootMargin: PREFETCH_ROOT_MARGIN,
          threshold: PREFETCH_THRESHOLD,
        });
  return observer;
}

/**
 * Prefetches the page data of an in-app link's target once the element has stayed in view for
 * 250 ms (and, through the host's follow-up, the remote module its template needs), once per
 * address however many links point there. Returns what stops watching the element.
 */
export function watchForPrefetch(element: Element, href: string): () => void {
  const shared = sharedObserver();
  if (!shared || prefetched.has(href)) return () => {};
  watched.set(element, { href });
  shared.observe(element);
  return () => unwatch(element);
}
