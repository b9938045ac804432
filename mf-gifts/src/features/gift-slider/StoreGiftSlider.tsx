import type { RemoteModules } from 'shared-lib/contracts';
import { Slider, type SliderOptions } from 'shared-lib/slider';
import { GiftCard } from '../gift-card/GiftCard';
import './storeGiftSlider.css';

/**
 * docs/reference/limits.md, gift slider: 5 items moving 2 from 1500 px, 4 moving 2 from 1100 px, 2 from
 * 800 px, 1 with autoplay below; autoplay pauses on hover and focus, drag, wrap-around, no wheel.
 */
export const GIFT_SLIDER_OPTIONS: SliderOptions = {
  itemsToShow: 1,
  itemsToSlide: 1,
  autoplay: true,
  wrapAround: true,
  wheel: false,
  breakpoints: {
    800: { itemsToShow: 2, itemsToSlide: 1, autoplay: false },
    1100: { itemsToShow: 4, itemsToSlide: 2, autoplay: false },
    1500: { itemsToShow: 5, itemsToSlide: 2, autoplay: false },
  },
};

/** The store page's gift slider ('Store detail' (docs/reference/routes.md#store-detail)), headed 'Looking for the perfect gift?'. */
const StoreGiftSlider: RemoteModules['gifts/StoreGiftSlider'] = ({ gifts }) => {
  if (gifts.length === 0) return null;
  return (
    <section className="store-gift-slider" aria-labelledby="store-gift-slider-heading">
      <h2 id="store-gift-slider-heading">Looking for the perfect gift?</h2>
      <Slider label="Gifts" options={GIFT_SLIDER_OPTIONS}>
        {gifts.map((gift) => (
          <GiftCard key={gift.id} gift={gift} as="div" />
        ))}
      </Slider>
    </section>
  );
};

export default StoreGiftSlider;
