import { useMemo } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useLocation, useSearchParams } from 'shared-lib/router';
import type { RemoteModules } from 'shared-lib/contracts';
import { RECIPIENT_CATEGORIES } from 'shared-lib/content';
import { filterGifts } from 'shared-lib/gifts';
import { giftGeneratorPath } from 'shared-lib/routes';
import { useToday } from 'shared-lib/today';
import { ContentImage } from 'shared-lib/ui';
import { campaign, campaignForDay } from '../campaign/campaign';
import { featuredFirst, isFeaturedGift, orderFirst } from '../campaign/featuredGifts';
import { categoryOptions } from '../features/gift-guide/categoryOptions';
import { GiftFilterForm } from '../features/gift-guide/GiftFilterForm';
import {
  giftFiltersFromSearch,
  searchFromGiftFilters,
} from '../features/gift-guide/giftFiltersFromSearch';
import { GiftResults } from '../features/gift-guide/GiftResults';
import { GiftGenerator } from '../features/gift-generator/GiftGenerator';
import '../features/gift-guide/giftGuide.css';

/**
 * The /gift-generator/ page: this build's campaign (its hero, heading, intro and accent, or the
 * everyday guide outside its dates), the gift generator tiles, and the gift guide with its
 * filters in the address and the campaign's featured gifts first.
 */
const GiftGeneratorPage: RemoteModules['gifts/GiftGeneratorPage'] = ({ pageData }) => {
  const { gifts, categories } = pageData.context;
  const shown = campaignForDay(campaign, useToday());
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const filters = giftFiltersFromSearch(searchParams);

  const ordered = useMemo(
    () => featuredFirst(gifts, shown.featuredGifts, categories),
    [gifts, shown, categories],
  );
  const featuredIds = useMemo(
    () =>
      new Set(
        gifts.filter((g) => isFeaturedGift(g, shown.featuredGifts, categories)).map((g) => g.id),
      ),
    [gifts, shown, categories],
  );
  const recipients = orderFirst(RECIPIENT_CATEGORIES, shown.featuredRecipients, (r) => r);
  const options = useMemo(() => {
    const all = categoryOptions(categories, gifts);
    const featuredTids = shown.featuredCategories.map((c) => c.targetId);
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
  }, [categories, gifts, shown]);

  const results = filterGifts(ordered, filters, categories);
  return (
    <div
      className={`gift-guide gift-guide--accent-${shown.accent}`}
      data-campaign={shown.name}
      data-accent={shown.accent}
    >
      <header className="gift-guide__hero">
        {shown.heroImage && (
          <ContentImage image={shown.heroImage} className="gift-guide__hero-image" priority />
        )}
        <h1 className="content-page__title gift-guide__title">{shown.heading}</h1>
      </header>
      <GiftGenerator
        intro={shown.intro}
        link={{ path: giftGeneratorPath() }}
        categories={shown.featuredCategories}
      />
      <section className="gift-guide__finder" aria-labelledby="gift-guide-heading">
        <h2 id="gift-guide-heading">Find a gift</h2>
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
    </div>
  );
};

export default GiftGeneratorPage;
