import { SiteLink } from 'shared-lib/links';
import type { Offer } from 'shared-lib/content';
import { formatLongDate } from 'shared-lib/dates';
import { isOfferEndingSoon } from 'shared-lib/offers';
import { useToday } from 'shared-lib/clock';
import { ContentImage } from 'shared-lib/ui';

/**
 * Block 1 (docs/reference/blocks.md#block-1): an offer as centres' sites show them (decision 240): the store's logo on a light ground (the
 * offer's own picture when the store has none), the store's name, the deal linking to the offer,
 * the expiry and 'Ts & Cs apply'; an 'Ending soon' mark on the logo for the viewer's day (decision
 * 091). A list item in the offers grid; a plain block (`as="div"`) in a slider, whose slides are
 * already groups.
 */
export function OfferCard({
  offer,
  headingLevel = 2,
  as: Element = 'li',
  priority = false,
}: {
  offer: Offer;
  headingLevel?: 2 | 3;
  as?: 'li' | 'div';
  /** The first card of a page's first screen: its logo loads at once, as the page's largest picture. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const endingSoon = isOfferEndingSoon(offer, useToday());
  const logo = offer.store.logo;
  return (
    <Element className="card offer-card">
      <div className="offer-card__lead">
        <ContentImage
          image={{ ...(logo ?? offer.thumb), alt: '' }}
          className={logo ? 'offer-card__logo' : 'card__media'}
          sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
          priority={priority}
        />
        {endingSoon && <span className="badge badge--sale offer-card__badge">Ending soon</span>}
      </div>
      <div className="card__body offer-card__body">
        <p className="eyebrow offer-card__store">{offer.store.title}</p>
        <Heading className="card__title offer-card__title">
          <SiteLink href={offer.path.alias} className="card__link">
            {offer.title}
          </SiteLink>
        </Heading>
        <p className="card__meta offer-card__meta">
          <span className="offer-card__expiry">
            Offer expires: {formatLongDate(offer.expiry.value)}
          </span>
          {offer.terms && <span>Ts &amp; Cs apply</span>}
        </p>
      </div>
    </Element>
  );
}
