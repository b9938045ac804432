import { Link } from 'react-router-dom';
import type { RemoteModules } from 'shared-lib/contracts';

const StoreDirectoryPage: RemoteModules['stores/StoreDirectoryPage'] = ({ pageData }) => {
  const { stores } = pageData.context;
  return (
    <section>
      <h1>Stores</h1>
      <ul className="card-grid">
        {stores.map((store) => (
          <li key={store.id} className="card">
            <img src={store.thumb.url} alt={store.thumb.alt ?? ''} width={store.thumb.width} height={store.thumb.height} />
            <Link to={store.path.alias}>{store.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default StoreDirectoryPage;
