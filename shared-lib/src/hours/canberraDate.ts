import { canberraWallClock } from './canberraOffset';

/** The site's time zone and locale (docs/reference/limits.md). */
export const SITE_TIME_ZONE = 'Australia/Canberra';
export const SITE_LOCALE = 'en-AU';

/** The calendar date (yyyy-MM-dd) it is in Canberra at the given instant. */
export function canberraDate(at: Date = new Date()): string {
  return canberraWallClock(at).toISOString().slice(0, 10);
}
