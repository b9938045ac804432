export { isOfferVisible, visibleOffers } from './isOfferVisible';
