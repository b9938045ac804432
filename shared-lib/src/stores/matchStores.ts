import type { Category, StoreSummary } from '../content/types';
import { stripMarkup } from '../text/cutSummary';

/** The store directory's filters, as they appear in the address (`?category=` and `?q=`). */
export interface StoreFilters {
  category: number | null;
  query: string;
}

export const NO_STORE_FILTERS: StoreFilters = { category: null, query: '' };

type Matchable = Pick<StoreSummary, 'title' | 'about' | 'category'>;

/**
 * Ids that stand for the same category as `id`. Outdoor is one category filed under two parents
 * (28 under Family, 57 under Sport), so a shopper choosing either Outdoor sees every outdoor store;
 * categories are the same when their names are (ignoring case). See decision 081.
 */
export function equivalentCategoryIds(id: number, categories: readonly Category[]): Set<number> {
  const chosen = categories.find((category) => category.tid === id);
  const ids = new Set([id]);
  if (!chosen) return ids;
  const name = chosen.name.trim().toLowerCase();
  for (const category of categories) {
    if (category.name.trim().toLowerCase() === name) ids.add(category.tid);
  }
  return ids;
}

/** docs/reference/rules.md#store-search: a category matches a store whose category id or parent id equals it. */
export function storeInCategory(store: Matchable, ids: ReadonlySet<number>): boolean {
  return store.category.some((ref) => ids.has(ref.id) || ids.has(ref.parent));
}

/** docs/reference/rules.md#store-search: case-insensitive contains over the title plus the about text without markup. */
export function storeMatchesQuery(store: Matchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = `${store.title} ${stripMarkup(store.about.processed)}`.toLowerCase();
  return haystack.includes(needle);
}

/** The stores matching both filters, in the order given. */
export function matchStores<T extends Matchable>(
  stores: readonly T[],
  filters: StoreFilters,
  categories: readonly Category[],
): T[] {
  const ids =
    filters.category === null ? null : equivalentCategoryIds(filters.category, categories);
  return stores.filter(
    (store) =>
      (ids === null || storeInCategory(store, ids)) && storeMatchesQuery(store, filters.query),
  );
}

/** Reads the filters from a query string (`?category=20&q=shoes`); bad values are ignored. */
export function parseStoreFilters(search: string): StoreFilters {
  const params = new URLSearchParams(search);
  const raw = params.get('category');
  const category = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  return { category, query: params.get('q') ?? '' };
}

/** The query string for the filters ('' without filters), category first. */
export function formatStoreFilters(filters: StoreFilters): string {
  const params = new URLSearchParams();
  if (filters.category !== null) params.set('category', String(filters.category));
  if (filters.query.trim() !== '') params.set('q', filters.query.trim());
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
