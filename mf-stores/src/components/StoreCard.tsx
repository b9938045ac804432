import type { StoreSummary } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { ContentImage } from 'shared-lib/ui';
import { SaveStoreButton } from '../features/saved-stores/SaveStoreButton';
import './StoreCard.css';

interface Props {
  store: Pick<StoreSummary, 'id' | 'title' | 'path' | 'logo' | 'category' | 'shopNumber'>;
  /** The card's width in its grid (the `sizes` of its logo), so a phone fetches a small one. */
  sizes: string;
  /** Cards of the first row are the largest paint of the page: fetched at once, not lazily. */
  priority?: boolean;
}

/**
 * A store in a grid, as centres' sites show them (decision 240): the logo on a light ground, the
 * name linking to the store's page (the whole card is the link), its main category and shop
 * number, and a compact save toggle in the corner.
 */
export function StoreCard({ store, sizes, priority = false }: Props) {
  const mainCategory = store.category[0]?.title;
  return (
    <li className="store-card">
      <ContentImage
        image={{ ...store.logo, alt: '' }}
        className="store-card__logo"
        sizes={sizes}
        priority={priority}
      />
      <SiteLink href={store.path.alias} className="store-card__title">
        {store.title}
      </SiteLink>
      <p className="store-card__meta">
        {mainCategory && <span className="store-card__category">{mainCategory}</span>}
        <span>Shop {store.shopNumber}</span>
      </p>
      <SaveStoreButton
        compact
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
