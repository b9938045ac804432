import type { RemoteModules } from 'shared-lib/contracts';
import { StoreDirectory } from '../features/directory/StoreDirectory';
import { MyStores } from '../features/saved-stores/MyStores';

const StoreDirectoryPage: RemoteModules['stores/StoreDirectoryPage'] = ({ pageData }) => {
  const { stores, categories } = pageData.context;
  return (
    <section aria-labelledby="stores-title">
      <h1 id="stores-title" className="content-page__title">
        Stores
      </h1>
      <StoreDirectory stores={stores} categories={categories} showFilters />
      <MyStores />
    </section>
  );
};

export default StoreDirectoryPage;
