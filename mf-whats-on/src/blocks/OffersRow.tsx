import type { Offer } from 'shared-lib/content';
import { visibleOffers } from 'shared-lib/offers';
import { canberraNoon, useToday } from 'shared-lib/today';
import { OfferCard } from '../features/offers/OfferCard';
import '../features/offers/offers.css';

/**
 * The offers visible for the viewer's day as a row of offer cards (spec block 1).
 *
 * Spec section 9 makes this a slider (1, 1.2, 3, 4 items at 0, 800, 1100, 1500 px; autoplay
 * 12000 ms on small screens) on the site's one shared slider (`shared-lib/ui` Slider), which has
 * not reached main yet: until it does, the cards show as a grid with the same breakpoints, and
 * this is the one place to wrap them in the Slider.
 */
export function OffersRow({ offers, label }: { offers: Offer[]; label: string }) {
  const visible = visibleOffers(offers, canberraNoon(useToday()));
  if (visible.length === 0) return null;
  return (
    <ul className="offers-row" aria-label={label}>
      {visible.map((offer) => (
        <OfferCard key={offer.id} offer={offer} headingLevel={3} />
      ))}
    </ul>
  );
}
