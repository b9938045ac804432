import { useEffect, useRef } from 'react';
import { prefetchPageData } from 'shared-lib/page-data';
import { normalizePath, pageDataUrl } from 'shared-lib/routes';

/** Spec section 2 and 9: links in view are prefetched after 250 ms (margin 20 px, threshold 0.1). */
export const PREFETCH_DELAY_MS = 250;
export const PREFETCH_ROOT_MARGIN = '20px';
export const PREFETCH_THRESHOLD = 0.1;

/**
 * Prefetches the page data of an in-app link's target once it has stayed in view for 250 ms
 * (and, through the host's follow-up, the remote module its template needs). Skipped when the
 * viewer asked to save data or the browser has no IntersectionObserver.
 */
export function usePrefetchInView<T extends Element>(href: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!href || !element || typeof IntersectionObserver === 'undefined') return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (connection?.saveData) return;
    const pathname = new URL(href, window.location.href).pathname;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            prefetchPageData(pageDataUrl(normalizePath(pathname)));
          }, PREFETCH_DELAY_MS);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { rootMargin: PREFETCH_ROOT_MARGIN, threshold: PREFETCH_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [href]);
  return ref;
}
