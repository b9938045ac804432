import { useEffect } from 'react';
import { loadTagManager, tagManagerScriptUrl } from './tagManager';

/** From the build environment (`GTM_CONTAINER_ID`, decision 170); empty: no tag manager. */
const CONTAINER_ID = process.env.GTM_CONTAINER_ID;

/**
 * Loads the tag manager once the page is interactive: after hydration, the `load` event and an
 * idle moment, so its script never competes with the page's own.
 */
export function useTagManager(containerId: string | undefined = CONTAINER_ID): void {
  useEffect(() => {
    if (!tagManagerScriptUrl(containerId)) return undefined;
    let idle: number | undefined;
    const start = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => loadTagManager(containerId), { timeout: 3000 })
          : window.setTimeout(() => loadTagManager(containerId), 0);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [containerId]);
}
