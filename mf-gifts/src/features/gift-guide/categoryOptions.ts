import type { Category, Gift } from 'shared-lib/content';
import { giftInCategory } from 'shared-lib/gifts';

const byWeight = (a: Category, b: Category) => a.weight - b.weight || a.name.localeCompare(b.name);

/**
 * The categories worth offering in the filter: those with at least one gift, each top-level
 * category (by weight) followed by its children, so no choice leads to an empty guide.
 */
export function categoryOptions(
  categories: Category[],
  gifts: Pick<Gift, 'categories'>[],
): Category[] {
  const hasGifts = (category: Category) =>
    gifts.some((gift) => giftInCategory(gift, category.tid, categories));
  const used = categories.filter(hasGifts);
  return used
    .filter((category) => category.parent === 0)
    .sort(byWeight)
    .flatMap((top) => [top, ...used.filter((child) => child.parent === top.tid).sort(byWeight)]);
}
