import type { Offer } from 'shared-lib/content';
import { visibleOffers } from 'shared-lib/offers';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { Slider, type SliderOptions } from 'shared-lib/slider';
import { OfferCard } from '../features/offers/OfferCard';
import '../features/offers/offers.css';

/**
 * docs/reference/limits.md, offers carousel: 1, 1.2, 3 and 4 offers in view from 0, 800, 1100 and 1500 px,
 * autoplay every 12000 ms on small screens (below 800 px, where one offer shows at a time);
 * like the site's other sliders (section 4) it pauses on hover and focus, drags and wraps around.
 */
export const OFFERS_SLIDER_OPTIONS: SliderOptions = {
  itemsToShow: 1,
  itemsToSlide: 1,
  autoplay: true,
  autoplayMs: 12000,
  wrapAround: true,
  breakpoints: {
    800: { itemsToShow: 1.2, autoplay: false },
    1100: { itemsToShow: 3, autoplay: false },
    1500: { itemsToShow: 4, autoplay: false },
  },
};

/** The offers visible for the viewer's day on the shared slider; nothing when none is. */
export function OffersRow({ offers, label }: { offers: Offer[]; label: string }) {
  const visible = visibleOffers(offers, canberraNoon(useToday()));
  if (visible.length === 0) return null;
  return (
    <Slider label={label} options={OFFERS_SLIDER_OPTIONS} className="offers-slider">
      {visible.map((offer) => (
        <OfferCard key={offer.id} offer={offer} headingLevel={3} as="div" />
      ))}
    </Slider>
  );
}
