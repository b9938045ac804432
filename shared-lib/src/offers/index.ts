export { isOfferVisible, visibleOffers } from './isOfferVisible';
export { isOfferEndingSoon, ENDING_SOON_DAYS } from './isOfferEndingSoon';
export { offersOfStore } from './offersOfStore';
