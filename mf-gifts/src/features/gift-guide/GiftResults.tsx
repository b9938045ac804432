import { useEffect, useRef, useState } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import type { Gift } from 'shared-lib/content';
import { GiftCard } from '../gift-card/GiftCard';
import { hasMore, shownCount, shownMessage } from './paging';

interface GiftResultsProps {
  gifts: Gift[];
  /** Ids of the gifts the campaign features (marked on their cards). */
  featuredIds?: ReadonlySet<string>;
}

/**
 * The results grid with 'Load more' (docs/reference/limits.md: 8, then 8 more). After 'Load more', focus
 * moves to the first new gift and the count is announced. Re-key it when the filters change to
 * start from 8 again.
 */
export function GiftResults({ gifts, featuredIds }: GiftResultsProps) {
  const [pages, setPages] = useState(1);
  const [announced, setAnnounced] = useState('');
  const firstNew = useRef<HTMLAnchorElement>(null);
  const shown = shownCount(pages, gifts.length);
  const firstNewIndex = pages > 1 ? shownCount(pages - 1, gifts.length) : -1;

  useEffect(() => {
    if (pages > 1) firstNew.current?.focus();
  }, [pages]);

  if (gifts.length === 0) return <p className="note gift-results__empty">No results found</p>;
  return (
    <>
      <ul className="grid gift-results" aria-label="Gifts">
        {gifts.slice(0, shown).map((gift, index) => (
          <GiftCard
            key={gift.id}
            gift={gift}
            featured={featuredIds?.has(gift.id) ?? false}
            linkRef={index === firstNewIndex ? firstNew : undefined}
          />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {hasMore(pages, gifts.length) && (
        <button
          type="button"
          className="button button-secondary gift-results__more"
          onClick={() => {
            reportInteraction({
              target: 'gift guide',
              action: 'load more',
              value: shownCount(pages + 1, gifts.length),
              interactionType: 'filter',
            });
            setPages(pages + 1);
            setAnnounced(shownMessage(shownCount(pages + 1, gifts.length), gifts.length));
          }}
        >
          Load more
        </button>
      )}
    </>
  );
}
