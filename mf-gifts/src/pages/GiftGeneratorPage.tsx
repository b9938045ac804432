import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'shared-lib/router';
import type { RemoteModules } from 'shared-lib/contracts';
import { filterGifts } from 'shared-lib/gifts';
import { campaign } from '../campaign/campaign';
import { categoryOptions } from '../features/gift-guide/categoryOptions';
import { GiftFilterForm } from '../features/gift-guide/GiftFilterForm';
import {
  giftFiltersFromSearch,
  searchFromGiftFilters,
} from '../features/gift-guide/giftFiltersFromSearch';
import { GiftResults } from '../features/gift-guide/GiftResults';
import '../features/gift-guide/giftGuide.css';

/** The gift guide: heading from this build's campaign, filters in the address, results with 'Load more'. */
const GiftGeneratorPage: RemoteModules['gifts/GiftGeneratorPage'] = ({ pageData }) => {
  const { gifts, categories } = pageData.context;
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const filters = giftFiltersFromSearch(searchParams);
  const results = filterGifts(gifts, filters, categories);
  const options = useMemo(() => categoryOptions(categories, gifts), [categories, gifts]);
  return (
    <section className="gift-guide">
      <h1 className="content-page__title">{campaign.heading}</h1>
      {campaign.intro && <p>{campaign.intro}</p>}
      <GiftFilterForm
        resetKey={search}
        filters={filters}
        categories={options}
        onSubmit={(next) => setSearchParams(searchFromGiftFilters(next))}
      />
      <GiftResults key={`results${search}`} gifts={results} />
      <p className="gift-guide__disclaimer">
        Products are a guide only. Prices and stock may vary between stores and over time.
      </p>
    </section>
  );
};

export default GiftGeneratorPage;
