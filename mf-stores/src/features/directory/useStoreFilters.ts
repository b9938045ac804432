import { useCallback } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useLocation, useNavigate } from 'shared-lib/router';
import {
  formatStoreFilters,
  NO_STORE_FILTERS,
  parseStoreFilters,
  type StoreFilters,
} from 'shared-lib/stores';
import { useHydrated } from 'shared-lib/ui';

/**
 * The directory's filters live in the address (`?category=` and `?q=`), so a filtered list can be
 * shared and Back/Forward step through filter changes. The pre-rendered page is the unfiltered
 * list; the server and the hydrating render use no filters (identical HTML), then `useHydrated`
 * switches to the address's filters right after hydration, before any request: once the script
 * runs, a shared link shows its filtered list.
 */
export function useStoreFilters(): [StoreFilters, (next: StoreFilters) => void] {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = hydrated ? parseStoreFilters(location.search) : NO_STORE_FILTERS;
  const setFilters = useCallback(
    (next: StoreFilters) => {
      const search = formatStoreFilters(next);
      if (search === location.search || (search === '' && location.search === '')) return;
      reportInteraction({
        target: 'store directory',
        action: search === '' ? 'clear' : 'filter',
        properties: { category: next.category, query: next.query },
        interactionType: 'filter',
      });
      void navigate({ pathname: location.pathname, search }, { preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  return [filters, setFilters];
}
