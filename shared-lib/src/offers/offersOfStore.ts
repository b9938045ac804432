import type { Offer } from '../content/types';

/**
 * The offers a store's page shows: every offer that names the store, in the order given (the
 * offers list's order). An offer is chosen for its store on the offer alone (decision 410), so a
 * new offer is on its store's page without an edit of the store.
 */
export function offersOfStore<T extends Pick<Offer, 'store'>>(
  storeId: string,
  offers: readonly T[],
): T[] {
  return offers.filter((offer) => offer.store.nid === storeId);
}
