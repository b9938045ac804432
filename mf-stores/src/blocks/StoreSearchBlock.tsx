import type { RemoteModules } from 'shared-lib/contracts';
import { useNavigate } from 'shared-lib/router';
import { formatStoreFilters, NO_STORE_FILTERS } from 'shared-lib/stores';
import { storeDirectoryPath } from 'shared-lib/routes';
import { StoreSearchForm } from '../features/directory/StoreSearchForm';
import { useStoreFilters } from '../features/directory/useStoreFilters';
import '../features/directory/StoreDirectory.css';

/**
 * Block 6 (docs/reference/blocks.md#block-6) on a content page (decision 084): the fields show the page's address filters (which
 * a store directory block on the same page lists by); a search opens the directory filtered;
 * 'Clear all' stays on the page, emptying the fields and the address's filters.
 */
const StoreSearchBlock: RemoteModules['stores/StoreSearchBlock'] = ({ related }) => {
  const navigate = useNavigate();
  const [filters, setFilters] = useStoreFilters();
  return (
    <StoreSearchForm
      filters={filters}
      categories={related.categories ?? []}
      onChange={(next) => {
        void navigate({ pathname: storeDirectoryPath(), search: formatStoreFilters(next) });
      }}
      onClear={() => setFilters(NO_STORE_FILTERS)}
    />
  );
};

export default StoreSearchBlock;
