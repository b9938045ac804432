import { useMemo } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { RECIPIENT_CATEGORIES, type Category, type Gift } from 'shared-lib/content';
import { filterGifts } from 'shared-lib/gifts';
import { useLocation, useSearchParams } from 'shared-lib/router';
import type { Campaign } from '../../campaign/campaign';
import { featuredFirst, isFeaturedGift, orderFirst } from '../../campaign/featuredGifts';
import { categoryOptions } from './categoryOptions';
import { GiftFilterForm } from './GiftFilterForm';
import { giftFiltersFromSearch, searchFromGiftFilters } from './giftFiltersFromSearch';
import { GiftResults } from './GiftResults';
import './giftGuide.css';

interface GiftGuideProps {
  gifts: Gift[];
  categories: Category[];
  /** The campaign shown today: its featured gifts, recipients and categories come first. */
  campaign: Campaign;
  title: string;
  headingId: string;
}

/**
 * Block 2 (docs/reference/blocks.md#block-2): the filters, the results with 'Load more' and the disclaimer. The filters live
 * in the address of whichever page holds the guide, so a result can be shared and Back undoes a
 * search.
 */
export function GiftGuide({ gifts, categories, campaign, title, headingId }: GiftGuideProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const filters = giftFiltersFromSearch(searchParams);

  const ordered = useMemo(
    () => featuredFirst(gifts, campaign.featuredGifts, categories),
    [gifts, campaign, categories],
  );
  const featuredIds = useMemo(
    () =>
      new Set(
        gifts.filter((g) => isFeaturedGift(g, campaign.featuredGifts, categories)).map((g) => g.id),
      ),
    [gifts, campaign, categories],
  );
  const recipients = orderFirst(RECIPIENT_CATEGORIES, campaign.featuredRecipients, (r) => r);
  const options = useMemo(() => {
    const all = categoryOptions(categories, gifts);
    const featuredTids = campaign.featuredCategories.map((c) => c.targetId);
    // A featured top-level category moves up with its children.
    const groupOf = (tid: number) => all.find((c) => c.tid === tid)?.parent || tid;
    const order = (tid: number) => {
      const at = featuredTids.indexOf(groupOf(tid));
      return at === -1 ? featuredTids.length : at;
    };
    return all
      .map((category, index) => ({ category, index }))
      .sort((a, b) => order(a.category.tid) - order(b.category.tid) || a.index - b.index)
      .map(({ category }) => category);
  }, [categories, gifts, campaign]);

  const results = filterGifts(ordered, filters, categories);
  return (
    <section
      className={`gift-guide__finder gift-guide--accent-${campaign.accent}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      <GiftFilterForm
        resetKey={search}
        filters={filters}
        recipients={recipients}
        categories={options}
        onSubmit={(next) => {
          reportInteraction({
            target: 'gift guide',
            action: 'filter',
            properties: { ...next },
            interactionType: 'filter',
          });
          setSearchParams(searchFromGiftFilters(next));
        }}
      />
      <GiftResults key={`results${search}`} gifts={results} featuredIds={featuredIds} />
      <p className="gift-guide__disclaimer">
        Products are a guide only. Prices and stock may vary between stores and over time.
      </p>
    </section>
  );
}
