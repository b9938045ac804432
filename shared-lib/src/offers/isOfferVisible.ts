import type { Offer } from '../content/types';
// The shared entry, so a remote's copy of this subpath uses the shell's clock (decision 292).
import { calendarDate, canberraDate } from 'shared-lib/clock';

/**
 * docs/reference/rules.md#states: an offer is visible when its expiry is on or after today and its publication
 * date is absent or not after today, all as calendar dates in Australia/Canberra. An offer whose
 * expiry (or publication date) is not a date is hidden rather than shown forever.
 */
export function isOfferVisible(
  offer: Pick<Offer, 'expiry' | 'pubDate'>,
  at: Date = new Date(),
): boolean {
  const today = canberraDate(at);
  const expiry = calendarDate(offer.expiry.value);
  if (expiry === null || expiry < today) return false;
  if (offer.pubDate === null || offer.pubDate.value === '') return true;
  const published = calendarDate(offer.pubDate.value);
  return published !== null && published <= today;
}

/** The offers visible at `at`, in their given order. */
export function visibleOffers<T extends Pick<Offer, 'expiry' | 'pubDate'>>(
  offers: T[],
  at: Date = new Date(),
): T[] {
  return offers.filter((offer) => isOfferVisible(offer, at));
}
