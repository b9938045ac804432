import type { RemoteModules } from 'shared-lib/contracts';
import { formatShortDate } from 'shared-lib/dates';
import { SiteLink } from 'shared-lib/links';
import { offersPath } from 'shared-lib/routes';
import { ContentImage, RichText } from 'shared-lib/ui';
import { EmailOfferToggle } from '../features/offers/EmailOfferToggle';
import '../features/offers/offers.css';

/** 'Offer detail' (docs/reference/routes.md#offer-detail); the email-form toggle starts hidden (decision 092). */
const OfferDetailPage: RemoteModules['whats_on/OfferDetailPage'] = ({ pageData }) => {
  const { offer } = pageData.context;
  return (
    <article className="offer-detail stack">
      <p className="eyebrow offer-card__store">
        <SiteLink href={offer.store.url.path}>{offer.store.title}</SiteLink>
      </p>
      <ContentImage image={offer.banner ?? offer.thumb} className="offer-detail__image" priority />
      <h1>{offer.title}</h1>
      <p className="offer-detail__until">Offer until: {formatShortDate(offer.expiry.value)}</p>
      <RichText className="prose" html={offer.details.processed} />
      {offer.terms && (
        <section aria-labelledby="offer-terms-title">
          <h2 id="offer-terms-title">Terms and conditions</h2>
          <p>{offer.terms}</p>
        </section>
      )}
      <p className="offer-detail__actions">
        <SiteLink className="button-primary" href={offer.store.url.path}>
          See store
        </SiteLink>
        <SiteLink className="button-secondary" href={offersPath()}>
          Back to offers
        </SiteLink>
      </p>
      <EmailOfferToggle offer={offer} />
    </article>
  );
};

export default OfferDetailPage;
