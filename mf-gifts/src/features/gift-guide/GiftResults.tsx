import { useState } from 'react';
import type { Gift } from 'shared-lib/content';
import { GiftCard } from '../gift-card/GiftCard';

/** Spec section 9: the gift guide shows 8 gifts, and 'Load more' adds 8. */
export const GIFTS_PAGE_SIZE = 8;

/** The results grid with 'Load more'. Re-key it when the filters change to start from 8 again. */
export function GiftResults({ gifts }: { gifts: Gift[] }) {
  const [shown, setShown] = useState(GIFTS_PAGE_SIZE);
  if (gifts.length === 0) return <p>No results found</p>;
  return (
    <>
      <ul className="card-grid gift-results">
        {gifts.slice(0, shown).map((gift) => (
          <GiftCard key={gift.id} gift={gift} />
        ))}
      </ul>
      {shown < gifts.length && (
        <button
          type="button"
          className="gift-results__more"
          onClick={() => setShown((count) => count + GIFTS_PAGE_SIZE)}
        >
          Load more
        </button>
      )}
    </>
  );
}
