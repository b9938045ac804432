import type { Store, StoreRef, StoreSummary } from 'shared-lib/content';

/** What lists of stores carry of each store (directory, similar stores, store blocks). */
export const toStoreSummary = (store: Store): StoreSummary => ({
  id: store.id,
  title: store.title,
  path: store.path,
  logo: store.logo,
  category: store.category,
  about: store.about,
  shopNumber: store.shopNumber,
});

export const toStoreRef = (store: Store): StoreRef => ({
  nid: store.id,
  title: store.title,
  url: { path: store.path.alias },
});
