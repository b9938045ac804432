import { SiteLink } from 'shared-lib/links';
import type { StoreSummary } from 'shared-lib/content';
import { storeDirectoryPath } from 'shared-lib/routes';
import { StoreCard } from '../../components/StoreCard';

/** One, three, four and six columns (`.grid--similar-stores`). */
const CARD_SIZES =
  '(min-width: 1200px) 17vw, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 100vw';

/**
 * 'Store detail' (docs/reference/routes.md#store-detail): the similar stores grid with a 'Search stores' link, only when there are
 * any (the fallback 'This store is truly unique' is unreachable, so it is not rendered).
 */
export function SimilarStores({ stores }: { stores: StoreSummary[] }) {
  if (stores.length === 0) return null;
  return (
    <section className="similar-stores" aria-labelledby="similar-stores-title">
      <h2 id="similar-stores-title">Similar stores</h2>
      <ul className="grid grid--similar-stores similar-stores__grid">
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} sizes={CARD_SIZES} />
        ))}
      </ul>
      <SiteLink className="button button-secondary" href={storeDirectoryPath()}>
        Search stores
      </SiteLink>
    </section>
  );
}
