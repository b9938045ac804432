import { useEffect } from 'react';
import { useHydrated } from 'shared-lib/ui';
import { useSavedStores } from './savedStoresStore';

let rehydrating: Promise<void> | void | undefined;

/**
 * False on the server and while hydrating, true afterwards; the first caller after hydration reads
 * the saved stores from localStorage (synchronous storage, so they are there on the next render).
 */
export function useSavedStoresReady(): boolean {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || rehydrating !== undefined) return;
    if (useSavedStores.persist.hasHydrated()) return;
    rehydrating = useSavedStores.persist.rehydrate();
  }, [hydrated]);
  return hydrated;
}
