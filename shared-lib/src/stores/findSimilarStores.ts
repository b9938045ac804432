import type { StoreSummary } from '../content/types';

/** docs/reference/limits.md: the similar-stores block shows at most 12 stores. */
export const SIMILAR_STORES_LIMIT = 12;

type Comparable = Pick<StoreSummary, 'id' | 'title' | 'category'>;

const byTitle = (a: Comparable, b: Comparable): number =>
  a.title.localeCompare(b.title, 'en-AU', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/**
 * Stores that share at least one category id with `store`, never the store itself, ordered by
 * title (then id, so equal titles keep a stable order) and cut to `limit`.
 * Pure: the content build calls it for every store detail page.
 */
export function findSimilarStores<T extends Comparable>(
  store: Pick<StoreSummary, 'id' | 'category'>,
  stores: readonly T[],
  limit: number = SIMILAR_STORES_LIMIT,
): T[] {
  const ids = new Set(store.category.map((category) => category.id));
  if (ids.size === 0) return [];
  return stores
    .filter(
      (other) => other.id !== store.id && other.category.some((category) => ids.has(category.id)),
    )
    .sort(byTitle)
    .slice(0, limit);
}
