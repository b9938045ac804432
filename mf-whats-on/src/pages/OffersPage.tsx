import type { RemoteModules } from 'shared-lib/contracts';
import { visibleOffers } from 'shared-lib/offers';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { OfferCard } from '../features/offers/OfferCard';
import '../features/offers/offers.css';

/** The first row on a phone: the picture a shopper sees first, the page's largest. */
const EAGER_CARDS = 1;

/** Offers visible today in Canberra: the render date's on the server, the viewer's once loaded. */
const OffersPage: RemoteModules['whats_on/OffersPage'] = ({ pageData }) => {
  const offers = visibleOffers(pageData.context.offers, canberraNoon(useToday()));
  return (
    <section className="offers-page">
      <h1 className="content-page__title">Offers</h1>
      {offers.length === 0 ? (
        <p className="note">No offers today</p>
      ) : (
        <ul className="grid grid--offers">
          {offers.map((offer, index) => (
            <OfferCard key={offer.id} offer={offer} priority={index < EAGER_CARDS} />
          ))}
        </ul>
      )}
    </section>
  );
};

export default OffersPage;
