import { SiteLink } from 'shared-lib/links';
import type { Offer } from 'shared-lib/content';
import { formatLongDate } from 'shared-lib/dates';
import { isOfferEndingSoon } from 'shared-lib/offers';
import { useToday } from 'shared-lib/clock';
import { ContentImage } from 'shared-lib/ui';

/**
 * Block 1 (docs/reference/blocks.md#block-1): store title as subheading, offer title linking to the offer, terms note, expiry;
 * and an 'Ending soon' badge for the viewer's day (decision 091). A list item in the
 * offers grid; a plain block (`as="div"`) in a slider, whose slides are already groups.
 */
export function OfferCard({
  offer,
  headingLevel = 2,
  as: Element = 'li',
}: {
  offer: Offer;
  headingLevel?: 2 | 3;
  as?: 'li' | 'div';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const endingSoon = isOfferEndingSoon(offer, useToday());
  return (
    <Element className="card offer-card">
      <ContentImage
        image={offer.thumb}
        className="card__media"
        sizes="(min-width: 992px) 50vw, 100vw"
      />
      <div className="card__body">
        <p className="eyebrow offer-card__store">{offer.store.title}</p>
        <Heading className="card__title">
          <SiteLink href={offer.path.alias} className="card__link">
            {offer.title}
          </SiteLink>
        </Heading>
        {endingSoon && (
          <p className="offer-card__badge">
            <span className="badge badge--sale">Ending soon</span>
          </p>
        )}
        {offer.terms && <p className="card__meta">Ts &amp; Cs apply</p>}
        <p className="card__meta offer-card__expiry">
          Offer expires: {formatLongDate(offer.expiry.value)}
        </p>
      </div>
    </Element>
  );
}
