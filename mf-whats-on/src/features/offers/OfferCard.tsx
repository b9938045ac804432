import { Link } from 'shared-lib/router';
import type { Offer } from 'shared-lib/content';
import { formatLongDate } from 'shared-lib/dates';
import { ContentImage } from 'shared-lib/ui';

/** Spec block 1: store title as subheading, offer title linking to the offer, terms note, expiry. */
export function OfferCard({ offer }: { offer: Offer }) {
  return (
    <li className="card offer-card">
      <ContentImage image={offer.thumb} sizes="(min-width: 992px) 50vw, 100vw" />
      <p className="offer-card__store">{offer.store.title}</p>
      <h2 className="offer-card__title">
        <Link to={offer.path.alias}>{offer.title}</Link>
      </h2>
      {offer.terms && <p className="offer-card__terms">Ts &amp; Cs apply</p>}
      <p className="offer-card__expiry">Offer expires: {formatLongDate(offer.expiry.value)}</p>
    </li>
  );
}
