import type { Offer } from '../content/types';
// The shared entry, so a remote's copy of this subpath uses the shell's clock (decision 292).
import { calendarDate } from 'shared-lib/clock';

/** Decision 091: an offer is 'Ending soon' when it expires within this many days. */
export const ENDING_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whole days from one yyyy-MM-dd calendar date to another (calendar days, so no DST drift). */
function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/**
 * Whether an offer ends within the next 7 days of `today` (Canberra yyyy-MM-dd, from useToday):
 * its expiry is today or one of the 7 days after. An offer already expired, or whose expiry is
 * not a date, is not 'ending soon' (it is not shown at all).
 */
export function isOfferEndingSoon(offer: Pick<Offer, 'expiry'>, today: string): boolean {
  const expiry = calendarDate(offer.expiry.value);
  if (expiry === null) return false;
  const days = daysBetween(today, expiry);
  return days >= 0 && days <= ENDING_SOON_DAYS;
}
