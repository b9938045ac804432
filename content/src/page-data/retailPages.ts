import { offersOfStore } from 'shared-lib/offers';
import { offersPath, storeDirectoryPath } from 'shared-lib/routes';
import { findSimilarStores } from 'shared-lib/stores';

import { locationOf } from './locationOf';
import { pageEntry, type PageEntry } from './PageEntry';
import { shareFor } from './share';
import type { SiteIndex } from './SiteIndex';

/** The store directory, every store, every gift, the offers list and every offer. */
export function retailPages(index: SiteIndex): PageEntry[] {
  const { site } = index.content;
  const entries: PageEntry[] = [];

  entries.push(
    pageEntry(
      'store-directory',
      storeDirectoryPath(),
      'Stores',
      shareFor({ title: 'Stores', path: storeDirectoryPath() }, site),
      {
        stores: index.storeSummaries,
        categories: index.categories,
      },
    ),
  );

  for (const store of index.stores) {
    const path = store.path.alias;
    const share = shareFor(
      {
        title: store.title,
        path,
        images: [store.banner, store.thumb],
        descriptions: [store.metaDesc, store.about.processed],
      },
      site,
    );
    entries.push(
      pageEntry('store-detail', path, store.title, share, {
        store,
        offers: offersOfStore(store.id, index.offers),
        gifts: store.gifts.flatMap((id) => index.giftsById.get(id) ?? []),
        similarStores: findSimilarStores(store, index.storeSummaries),
        plan: index.plan,
        location: locationOf(index, store),
      }),
    );
  }

  for (const gift of index.gifts) {
    const store = index.storesById.get(gift.store.entity.nid);
    if (!store) continue; // validation guarantees the store; the guard keeps the types honest
    const path = gift.path.alias;
    const share = shareFor(
      {
        title: gift.title,
        path,
        images: [gift.image.entity.image],
        descriptions: [gift.description?.processed, `${gift.title} from ${store.title}`],
      },
      site,
    );
    entries.push(pageEntry('gift-detail', path, gift.title, share, { gift, store }));
  }

  entries.push(
    pageEntry(
      'offers',
      offersPath(),
      'Offers',
      shareFor({ title: 'Offers', path: offersPath() }, site),
      { offers: index.offers },
    ),
  );

  for (const offer of index.offers) {
    const path = offer.path.alias;
    const share = shareFor(
      {
        title: offer.title,
        path,
        images: [offer.banner, offer.thumb],
        descriptions: [offer.details.processed],
      },
      site,
    );
    entries.push(pageEntry('offer-detail', path, offer.title, share, { offer }));
  }
  return entries;
}
