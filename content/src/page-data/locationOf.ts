import type { Store, StoreLocation } from 'shared-lib/content';

import type { SiteIndex } from './SiteIndex';

/** Where a store's shop is; validation puts every store's shop on the plan. */
export function locationOf(index: SiteIndex, store: Store): StoreLocation {
  const location = index.locations.get(store.shopNumber);
  if (!location)
    throw new Error(`shop "${store.shopNumber}" of store "${store.id}" is not on the centre plan`);
  return location;
}
