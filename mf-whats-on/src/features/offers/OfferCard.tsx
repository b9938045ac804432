import { Link } from 'shared-lib/router';
import type { Offer } from 'shared-lib/content';
import { formatLongDate } from 'shared-lib/dates';
import { isOfferEndingSoon } from 'shared-lib/offers';
import { useToday } from 'shared-lib/today';
import { ContentImage } from 'shared-lib/ui';

/**
 * Spec block 1: store title as subheading, offer title linking to the offer, terms note, expiry;
 * beyond the spec, an 'Ending soon' badge for the viewer's day (decision 091).
 */
export function OfferCard({ offer, headingLevel = 2 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const endingSoon = isOfferEndingSoon(offer, useToday());
  return (
    <li className="card offer-card">
      <ContentImage image={offer.thumb} sizes="(min-width: 992px) 50vw, 100vw" />
      <p className="offer-card__store">{offer.store.title}</p>
      <Heading className="offer-card__title">
        <Link to={offer.path.alias}>{offer.title}</Link>
      </Heading>
      {endingSoon && <p className="offer-badge">Ending soon</p>}
      {offer.terms && <p className="offer-card__terms">Ts &amp; Cs apply</p>}
      <p className="offer-card__expiry">Offer expires: {formatLongDate(offer.expiry.value)}</p>
    </li>
  );
}
