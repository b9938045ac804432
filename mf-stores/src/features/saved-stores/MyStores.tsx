import { SiteLink } from 'shared-lib/links';
import { sortByShopNumber } from 'shared-lib/stores';
import { useSavedStores } from './savedStoresStore';
import { useSavedStoresReady } from './useSavedStoresReady';

/**
 * 'My stores': the saved stores by shop number, to plan a walk through the centre. Rendered only
 * after hydration and only with saved stores, below the directory, so nothing above it moves.
 */
export function MyStores() {
  const ready = useSavedStoresReady();
  const stores = useSavedStores((state) => state.stores);
  if (!ready || stores.length === 0) return null;
  return (
    <section className="my-stores" aria-labelledby="my-stores-title">
      <h2 id="my-stores-title">My stores</h2>
      <ol className="my-stores__list">
        {sortByShopNumber(stores).map((store) => (
          <li key={store.id}>
            <SiteLink href={store.path}>{store.title}</SiteLink> - Shop number {store.shopNumber}
          </li>
        ))}
      </ol>
    </section>
  );
}
