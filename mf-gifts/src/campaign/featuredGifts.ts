import type { Category, Gift } from 'shared-lib/content';
import type { CampaignGifts } from './validateCampaign';

type TaggedGift = Pick<Gift, 'id' | 'price' | 'categories' | 'recipientCategories'>;
type NamedCategory = Pick<Category, 'tid' | 'name' | 'parent'>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A gift's tags: its recipient categories, the names of its categories and of their parents, so
 * a rule tagged 'Kids' or 'Sport' finds what a shopper would expect.
 */
export function giftTags(gift: TaggedGift, categories: readonly NamedCategory[]): string[] {
  const tags: string[] = [...gift.recipientCategories];
  for (const tid of gift.categories) {
    const category = categories.find((c) => c.tid === tid);
    if (!category) continue;
    tags.push(category.name);
    const parent = categories.find((c) => c.tid === category.parent);
    if (parent) tags.push(parent.name);
  }
  return tags;
}

/** Whether the campaign features this gift: on its curated list, or matching its rule. */
export function isFeaturedGift(
  gift: TaggedGift,
  featured: CampaignGifts | undefined,
  categories: readonly NamedCategory[],
): boolean {
  if (!featured) return false;
  if ('curated' in featured) return featured.curated.includes(gift.id);
  const { tags, priceCap } = featured.rule;
  if (priceCap !== undefined && gift.price > priceCap) return false;
  if (tags.length === 0) return true;
  const own = giftTags(gift, categories);
  return tags.some((tag) => own.some((mine) => same(mine, tag)));
}

/**
 * The gifts with the campaign's featured ones first (a curated list in its own order, a rule's
 * matches in the guide's order), then the rest in their order.
 */
export function featuredFirst<T extends TaggedGift>(
  gifts: readonly T[],
  featured: CampaignGifts | undefined,
  categories: readonly NamedCategory[],
): T[] {
  const chosen = gifts.filter((gift) => isFeaturedGift(gift, featured, categories));
  if (featured && 'curated' in featured)
    chosen.sort((a, b) => featured.curated.indexOf(a.id) - featured.curated.indexOf(b.id));
  return [...chosen, ...gifts.filter((gift) => !chosen.includes(gift))];
}

/** The items with those named in `first` moved to the front, in `first`'s order. */
export function orderFirst<T, K>(
  items: readonly T[],
  first: readonly K[],
  keyOf: (item: T) => K,
): T[] {
  const front = first.flatMap((key) => items.filter((item) => keyOf(item) === key));
  return [...front, ...items.filter((item) => !front.includes(item))];
}
