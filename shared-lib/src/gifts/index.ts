export {
  PRICE_RANGES,
  findPriceRange,
  isInPriceRange,
  priceRangeOf,
  type PriceRange,
} from './priceRanges';
export { filterGifts, giftInCategory, type GiftFilters } from './filterGifts';
