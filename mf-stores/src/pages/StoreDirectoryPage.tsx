import type { RemoteModules } from 'shared-lib/contracts';
import { StoreCard } from '../components/StoreCard';

const StoreDirectoryPage: RemoteModules['stores/StoreDirectoryPage'] = ({ pageData }) => {
  const { stores } = pageData.context;
  return (
    <section>
      <h1 className="content-page__title">Stores</h1>
      <ul className="card-grid">
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </ul>
    </section>
  );
};

export default StoreDirectoryPage;
