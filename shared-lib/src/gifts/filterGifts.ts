import type { Category, Gift, RecipientCategory } from '../content/types';
import { findPriceRange, isInPriceRange } from './priceRanges';

/** The gift guide's filters (docs/reference/rules.md#validation); an absent filter matches every gift. */
export interface GiftFilters {
  recipient?: RecipientCategory;
  /** A price range id of `PRICE_RANGES`. */
  priceRange?: string;
  /** A category tid. */
  category?: number;
}

type FilterableGift = Pick<Gift, 'price' | 'categories' | 'recipientCategories'>;

/**
 * Whether a gift is in a category: one of its categories is that category or a child of it, so
 * that a top-level category (the gift generator block links to `?category={id}`) finds gifts of
 * its sub-categories, as the store search does with a store's parent category.
 */
export function giftInCategory(
  gift: Pick<Gift, 'categories'>,
  categoryTid: number,
  categories: readonly Pick<Category, 'tid' | 'parent'>[],
): boolean {
  return gift.categories.some((tid) => {
    if (tid === categoryTid) return true;
    return categories.some((category) => category.tid === tid && category.parent === categoryTid);
  });
}

/**
 * The gifts that match every given filter (recipient category, price range, category), in their
 * given order. An unknown price range id matches nothing rather than being ignored silently.
 */
export function filterGifts<T extends FilterableGift>(
  gifts: readonly T[],
  filters: GiftFilters,
  categories: readonly Pick<Category, 'tid' | 'parent'>[],
): T[] {
  const { recipient, priceRange, category } = filters;
  const range = priceRange === undefined ? undefined : findPriceRange(priceRange);
  return gifts.filter((gift) => {
    if (recipient !== undefined && !gift.recipientCategories.includes(recipient)) return false;
    if (priceRange !== undefined && (range === undefined || !isInPriceRange(gift.price, range)))
      return false;
    if (category !== undefined && !giftInCategory(gift, category, categories)) return false;
    return true;
  });
}
