import { lazyDateTimeFormat } from './lazyDateTimeFormat';

/** The site's time zone and locale (spec section 9). */
export const SITE_TIME_ZONE = 'Australia/Canberra';
export const SITE_LOCALE = 'en-AU';

// Intl rather than luxon: every page reads today's date, and this keeps luxon off the first load.
const dateFormatter = lazyDateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (yyyy-MM-dd) it is in Canberra at the given instant. */
export function canberraDate(at: Date = new Date()): string {
  return dateFormatter().format(at);
}
