import type { FormEvent } from 'react';
import type { Category } from 'shared-lib/content';
import { RECIPIENT_CATEGORIES } from 'shared-lib/content';
import { PRICE_RANGES, type GiftFilters } from 'shared-lib/gifts';
import { FILTER_PARAMS, giftFiltersFromSearch } from './giftFiltersFromSearch';

interface GiftFilterFormProps {
  filters: GiftFilters;
  /** Categories to offer, top level first by weight, each followed by its children. */
  categories: Category[];
  onSubmit: (filters: GiftFilters) => void;
  /** Changes with the address, so the selects start again from it (back button, links). */
  resetKey: string;
}

/**
 * Spec block 2: 'I need a gift for', 'Price Range', 'Category' and 'Find a gift!'. The selects
 * are uncontrolled and start from the address. Only the selects are re-created when the address
 * changes: the button keeps keyboard focus after 'Find a gift!'.
 */
export function GiftFilterForm({ filters, categories, onSubmit, resetKey }: GiftFilterFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const [name, value] of data)
      if (typeof value === 'string' && value !== '') search.set(name, value);
    onSubmit(giftFiltersFromSearch(search));
  }

  return (
    <form className="gift-filters" role="search" aria-label="Gift guide" onSubmit={handleSubmit}>
      <FilterSelects key={resetKey} filters={filters} categories={categories} />
      <button type="submit">Find a gift!</button>
    </form>
  );
}

function FilterSelects({
  filters,
  categories,
}: Pick<GiftFilterFormProps, 'filters' | 'categories'>) {
  return (
    <>
      <label>
        I need a gift for
        <select name={FILTER_PARAMS.recipient} defaultValue={filters.recipient ?? ''}>
          <option value="">Anyone</option>
          {RECIPIENT_CATEGORIES.map((recipient) => (
            <option key={recipient} value={recipient}>
              {recipient}
            </option>
          ))}
        </select>
      </label>
      <label>
        Price Range
        <select name={FILTER_PARAMS.priceRange} defaultValue={filters.priceRange ?? ''}>
          <option value="">Any price</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {range.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Category
        <select
          name={FILTER_PARAMS.category}
          defaultValue={filters.category === undefined ? '' : String(filters.category)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.tid} value={category.tid}>
              {category.parent === 0 ? category.name : `\u00a0\u00a0${category.name}`}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
