import type { Article, Category, Event, Offer } from 'shared-lib/content';

/** Orders of the lists in page data; stable and independent of the order of the content files. */

const text = (a: string, b: string) =>
  a.localeCompare(b, 'en-AU', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

export const byTitle = <T extends { id: string; title: string }>(a: T, b: T): number =>
  text(a.title, b.title) || text(a.id, b.id);

/** Newest first, as news is read. */
export const articlesNewestFirst = (a: Article, b: Article): number =>
  b.pubDate.value.localeCompare(a.pubDate.value) || byTitle(a, b);

/** Soonest first, as upcoming events are listed. */
export const eventsByStart = (a: Event, b: Event): number =>
  a.startDate.value.localeCompare(b.startDate.value) || byTitle(a, b);

/** Ending soonest first: the offer a shopper could miss comes first. */
export const offersByExpiry = (a: Offer, b: Offer): number =>
  a.expiry.value.localeCompare(b.expiry.value) || byTitle(a, b);

/**
 * Tree order: each top-level category by weight, followed by its children by weight, which is
 * the order of a category select with indented children.
 */
export function categoriesInTreeOrder(categories: readonly Category[]): Category[] {
  const byWeight = (a: Category, b: Category) => a.weight - b.weight || a.tid - b.tid;
  const top = categories.filter((category) => category.parent === 0).sort(byWeight);
  return top.flatMap((parent) => [
    parent,
    ...categories.filter((child) => child.parent === parent.tid).sort(byWeight),
  ]);
}
