import { RECIPIENT_CATEGORIES, type RecipientCategory } from 'shared-lib/content';
import { findPriceRange, type GiftFilters } from 'shared-lib/gifts';

/** Query names of the gift guide's filters; `category` is what the gift generator block links with. */
export const FILTER_PARAMS = {
  recipient: 'for',
  priceRange: 'price',
  category: 'category',
} as const;

function isRecipient(value: string | null): value is RecipientCategory {
  return RECIPIENT_CATEGORIES.some((recipient) => recipient === value);
}

/**
 * The filters in the address (URL state, so a filtered guide can be shared and reloaded). An
 * unknown value is left out, so a stale or mistyped link shows more gifts rather than none.
 */
export function giftFiltersFromSearch(search: URLSearchParams): GiftFilters {
  const filters: GiftFilters = {};
  const recipient = search.get(FILTER_PARAMS.recipient);
  if (isRecipient(recipient)) filters.recipient = recipient;
  const priceRange = search.get(FILTER_PARAMS.priceRange);
  if (priceRange !== null && findPriceRange(priceRange)) filters.priceRange = priceRange;
  const categoryText = search.get(FILTER_PARAMS.category);
  const category = Number(categoryText);
  if (categoryText && Number.isInteger(category) && category > 0) filters.category = category;
  return filters;
}

/** The address query of a set of filters; absent filters are left out. */
export function searchFromGiftFilters(filters: GiftFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.recipient) search.set(FILTER_PARAMS.recipient, filters.recipient);
  if (filters.priceRange) search.set(FILTER_PARAMS.priceRange, filters.priceRange);
  if (filters.category !== undefined) search.set(FILTER_PARAMS.category, String(filters.category));
  return search;
}
