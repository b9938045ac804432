import type { RemoteModules } from 'shared-lib/contracts';
import { OffersRow } from './OffersRow';

/**
 * The offers of one store on its detail page (mf-stores owns the page and its heading). Only
 * the store's offers visible for the viewer's day; nothing when none is.
 */
const StoreOffersSlider: RemoteModules['whats_on/StoreOffersSlider'] = ({ offers, store }) => (
  <OffersRow
    offers={offers.filter((offer) => offer.store.nid === store.nid)}
    label={`Offers at ${store.title}`}
  />
);

export default StoreOffersSlider;
