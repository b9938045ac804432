import type { FormEvent } from 'react';
import type { Category } from 'shared-lib/content';
import type { RecipientCategory } from 'shared-lib/content';
import { PRICE_RANGES, type GiftFilters } from 'shared-lib/gifts';
import { FILTER_PARAMS, giftFiltersFromSearch } from './giftFiltersFromSearch';

interface GiftFilterFormProps {
  filters: GiftFilters;
  /** Recipient categories to offer, the campaign's featured ones first. */
  recipients: readonly RecipientCategory[];
  /** Categories to offer, top level first by weight, each followed by its children. */
  categories: Category[];
  onSubmit: (filters: GiftFilters) => void;
  /** Changes with the address, so the selects start again from it (back button, links). */
  resetKey: string;
}

/**
 * Block 2 (docs/reference/blocks.md#block-2): 'I need a gift for', 'Price Range', 'Category' and 'Find a gift!'. The selects
 * are uncontrolled and start from the address. Only the selects are re-created when the address
 * changes: the button keeps keyboard focus after 'Find a gift!'.
 */
export function GiftFilterForm({
  filters,
  recipients,
  categories,
  onSubmit,
  resetKey,
}: GiftFilterFormProps) {
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
      <FilterSelects
        key={resetKey}
        filters={filters}
        recipients={recipients}
        categories={categories}
      />
      <button type="submit" className="button button-primary gift-filters__submit">
        Find a gift!
      </button>
    </form>
  );
}

function FilterSelects({
  filters,
  recipients,
  categories,
}: Pick<GiftFilterFormProps, 'filters' | 'recipients' | 'categories'>) {
  return (
    <>
      <label className="field gift-filters__field">
        <span className="field__label">I need a gift for</span>
        <select
          className="field__select"
          name={FILTER_PARAMS.recipient}
          defaultValue={filters.recipient ?? ''}
        >
          <option value="">Anyone</option>
          {recipients.map((recipient) => (
            <option key={recipient} value={recipient}>
              {recipient}
            </option>
          ))}
        </select>
      </label>
      <label className="field gift-filters__field">
        <span className="field__label">Price Range</span>
        <select
          className="field__select"
          name={FILTER_PARAMS.priceRange}
          defaultValue={filters.priceRange ?? ''}
        >
          <option value="">Any price</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {range.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field gift-filters__field">
        <span className="field__label">Category</span>
        <select
          className="field__select"
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
