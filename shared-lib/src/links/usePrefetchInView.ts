import { useEffect, useRef } from 'react';
import { watchForPrefetch } from './prefetchObserver';

/**
 * Registers an in-app link's element for prefetch once it is on the page (an effect, so render
 * and hydration do nothing more). A null address (not an in-app link) registers nothing.
 */
export function usePrefetchInView<T extends Element>(href: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!href || !element) return;
    return watchForPrefetch(element, href);
  }, [href]);
  return ref;
}
