import type { RemoteModules } from 'shared-lib/contracts';
import { giftGeneratorPath } from 'shared-lib/routes';
import { useToday } from 'shared-lib/clock';
import { ContentImage } from 'shared-lib/ui';
import { campaign, campaignForDay } from '../campaign/campaign';
import { GiftGuide } from '../features/gift-guide/GiftGuide';
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
      <GiftGuide
        gifts={gifts}
        categories={categories}
        campaign={shown}
        title="Find a gift"
        headingId="gift-guide-heading"
      />
    </div>
  );
};

export default GiftGeneratorPage;
