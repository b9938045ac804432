import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Category } from 'shared-lib/content';
import { categoryOptions, NO_STORE_FILTERS, type StoreFilters } from 'shared-lib/stores';

export const SEARCH_PLACEHOLDER = 'Type and hit enter to search for stores';

interface Props {
  filters: StoreFilters;
  categories: readonly Category[];
  onChange: (filters: StoreFilters) => void;
  /** 'Clear all' after the box is emptied; by default a change to no filters. */
  onClear?: () => void;
}

/**
 * Block 6 (docs/reference/blocks.md#block-6): the search term (applied on Enter or 'Search'), the category select ('All
 * categories', children indented under their parents by weight) and 'Clear all'.
 */
export function StoreSearchForm({
  filters,
  categories,
  onChange,
  onClear = () => onChange(NO_STORE_FILTERS),
}: Props) {
  const id = useId();
  const [query, setQuery] = useState(filters.query);
  // Back/Forward or 'Clear all' change the address: the box follows it.
  useEffect(() => setQuery(filters.query), [filters.query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, query });
  };
  return (
    <form role="search" aria-label="Stores" className="store-search" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search stores
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="field__input store-search__query"
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <label htmlFor={`${id}-category`} className="visually-hidden">
        Category
      </label>
      <select
        id={`${id}-category`}
        className="field__select store-search__category"
        value={filters.category === null ? '' : String(filters.category)}
        onChange={(event) =>
          onChange({
            query,
            category: event.target.value === '' ? null : Number(event.target.value),
          })
        }
      >
        <option value="">All categories</option>
        {categoryOptions(categories).map((option) => (
          <option key={option.id} value={option.id}>
            {option.depth === 1 ? `\u00a0\u00a0\u00a0${option.name}` : option.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-primary">
        Search
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setQuery('');
          onClear();
        }}
      >
        Clear all
      </button>
    </form>
  );
}
