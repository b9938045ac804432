import type { Category, StoreSummary } from 'shared-lib/content';
import { formatStoreFilters, matchStores, NO_STORE_FILTERS } from 'shared-lib/stores';
import { StoreCard } from '../../components/StoreCard';
import { StoreSearchForm } from './StoreSearchForm';
import { useStoreFilters } from './useStoreFilters';
import './StoreDirectory.css';

export const NO_STORES_MESSAGE =
  "It looks like we couldn't find a store! Broaden your search, or reset your search and try again.";

/** Two columns, three from 768 px, five from 992 px, six from 1200 px (`.grid--stores`). */
const CARD_SIZES =
  '(min-width: 1200px) 17vw, (min-width: 992px) 20vw, (min-width: 768px) 33vw, 50vw';
/** The first row on a phone: the pictures a shopper sees first. */
const EAGER_CARDS = 2;

interface Props {
  stores: readonly StoreSummary[];
  categories: readonly Category[];
  /** Block 7 (docs/reference/blocks.md#block-7): the filters show only when the block's filters option is on. */
  showFilters: boolean;
}

/** Block 7 (docs/reference/blocks.md#block-7): the filtered card grid with its empty message; the count is announced. */
export function StoreDirectory({ stores, categories, showFilters }: Props) {
  const [filters, setFilters] = useStoreFilters();
  const results = matchStores(stores, filters, categories);
  return (
    <div className="store-directory">
      {showFilters && (
        <StoreSearchForm filters={filters} categories={categories} onChange={setFilters} />
      )}
      <p className="store-directory__count" role="status" aria-live="polite">
        {results.length === 1 ? '1 store' : `${results.length} stores`}
      </p>
      {results.length > 0 ? (
        // A new list per filter: a shared filtered address pre-renders every store, and moving the
        // matching cards up into view after hydration was a layout shift of about 0.5; new cards
        // in place of the old ones are not a shift.
        <ul key={formatStoreFilters(filters)} className="grid grid--stores store-directory__grid">
          {results.map((store, index) => (
            <StoreCard
              key={store.id}
              store={store}
              sizes={CARD_SIZES}
              priority={index < EAGER_CARDS}
            />
          ))}
        </ul>
      ) : (
        <div className="store-directory__empty">
          <p>{NO_STORES_MESSAGE}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setFilters(NO_STORE_FILTERS)}
          >
            Reset
          </button>
        </div>
      )}
    </div>
  );
}
