import type { RemoteModules } from 'shared-lib/contracts';
import { visibleOffers } from 'shared-lib/offers';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { OfferCard } from '../features/offers/OfferCard';
import '../features/offers/offers.css';

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
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </section>
  );
};

export default OffersPage;
