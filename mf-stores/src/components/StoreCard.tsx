import type { StoreSummary } from 'shared-lib/content';
import { Link } from 'shared-lib/router';
import { ContentImage } from 'shared-lib/ui';
import { SaveStoreButton } from '../features/saved-stores/SaveStoreButton';
import './StoreCard.css';

/** A store in a grid: its thumbnail and title linking to its page, and the 'Save store' toggle. */
export function StoreCard({
  store,
}: {
  store: Pick<StoreSummary, 'id' | 'title' | 'path' | 'thumb' | 'shopNumber'>;
}) {
  return (
    <li className="store-card">
      <ContentImage image={store.thumb} className="store-card__image" />
      <Link to={store.path.alias} className="store-card__title">
        {store.title}
      </Link>
      <SaveStoreButton
        store={{
          id: store.id,
          title: store.title,
          path: store.path.alias,
          shopNumber: store.shopNumber,
        }}
      />
    </li>
  );
}
