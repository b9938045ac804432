import type { StoreSummary } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { ContentImage } from 'shared-lib/ui';
import { SaveStoreButton } from '../features/saved-stores/SaveStoreButton';
import './StoreCard.css';

interface Props {
  store: Pick<StoreSummary, 'id' | 'title' | 'path' | 'thumb' | 'shopNumber'>;
  /** The card's width in its grid (the `sizes` of its thumbnail), so a phone fetches a small one. */
  sizes: string;
  /** Cards of the first row are the largest paint of the page: fetched at once, not lazily. */
  priority?: boolean;
}

/** A store in a grid: its thumbnail and title linking to its page, and the 'Save store' toggle. */
export function StoreCard({ store, sizes, priority = false }: Props) {
  return (
    <li className="store-card">
      <ContentImage
        image={store.thumb}
        className="store-card__image"
        sizes={sizes}
        priority={priority}
      />
      <SiteLink href={store.path.alias} className="store-card__title">
        {store.title}
      </SiteLink>
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
