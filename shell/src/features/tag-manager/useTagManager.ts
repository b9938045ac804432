import { useEffect } from 'react';
import { afterLoadWhenIdle } from '../../document/afterLoadWhenIdle';
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
    return afterLoadWhenIdle(() => loadTagManager(containerId));
  }, [containerId]);
}
