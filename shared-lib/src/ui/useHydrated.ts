import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards: for what depends on the device
 * (saved stores, media queries, filters in the address) and must not change the first client
 * render. A component that mounts after hydration (an in-app navigation) is true at once.
 *
 * The switch after hydration is a transition, so React re-renders in slices: a store that changed
 * its snapshot (`useSyncExternalStore`) would re-render synchronously, and on the store directory
 * that was one task of about 100 ms on a slow phone. React reads the server snapshot only on the
 * server and while hydrating, which tells this component which render it is in.
 */
export function useHydrated(): boolean {
  let hydrating = false;
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => {
      hydrating = true;
      return false;
    },
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
