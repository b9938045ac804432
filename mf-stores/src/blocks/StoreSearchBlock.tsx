import type { RemoteModules } from 'shared-lib/contracts';
import { useNavigate } from 'shared-lib/router';
import { formatStoreFilters, NO_STORE_FILTERS } from 'shared-lib/stores';
import { storeDirectoryPath } from 'shared-lib/routes';
import { StoreSearchForm } from '../features/directory/StoreSearchForm';
import '../features/directory/StoreDirectory.css';

/** Spec block 6: the store search on a content page; a search opens the directory filtered. */
const StoreSearchBlock: RemoteModules['stores/StoreSearchBlock'] = ({ related }) => {
  const navigate = useNavigate();
  return (
    <StoreSearchForm
      filters={NO_STORE_FILTERS}
      categories={related.categories ?? []}
      onChange={(filters) =>
        navigate({ pathname: storeDirectoryPath(), search: formatStoreFilters(filters) })
      }
    />
  );
};

export default StoreSearchBlock;
