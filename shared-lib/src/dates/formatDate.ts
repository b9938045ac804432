// Through the shared entry, not '../clock/...': a remote's copy of this subpath then uses the
// shell's clock instead of loading a second one (decision 292).
import { MONTHS, canberraMillis, canberraWallClock } from 'shared-lib/clock';

/** The offers list's date format (docs/reference/limits.md#time). */
export const LONG_DATE_FORMAT = 'd MMMM yyyy';
/** The offer detail's date format (docs/reference/limits.md#time). */
export const SHORT_DATE_FORMAT = 'd MMM yyyy';
/**
 * Event date-time format: the 12-hour clock with padded minutes ('2:05 pm'; decision 008), where
 * the pattern first written, 'd MMM yyyy, HH:m a', would print '14:5 pm'.
 */
export const EVENT_DATE_TIME_FORMAT = 'd MMM yyyy, h:mm a';
/** The separator of a collapsed date range ('d — d MMMM yyyy', docs/reference/limits.md#event-dates). */
export const RANGE_SEPARATOR = ' — ';

/**
 * A month's name as en-AU abbreviates it beside a day number: whole up to four letters ('May',
 * 'June', 'July'), 'Sept', else three letters ('5 Sept 2026', '1 June 2026'). A rule rather than
 * Intl, for the reason clock/calendarNames.ts gives.
 */
export function shortMonth(month: number): string {
  const name = MONTHS[month - 1]!;
  return name.length <= 4 ? name : name.slice(0, name === 'September' ? 4 : 3);
}

/** What a Canberra wall clock shows at an instant, for formatting. */
interface CanberraParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Canberra wall clock's year, month, day, hour and minute at an instant (epoch ms). */
function canberraParts(millis: number): CanberraParts {
  const wall = canberraWallClock(new Date(millis));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const TOKENS = /MMMM|MMM|yyyy|d|h|mm|a/g;

/** The tokens the site's patterns use, in en-AU: d MMMM MMM yyyy h mm a. */
function format(parts: CanberraParts, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'MMMM':
        return MONTHS[parts.month - 1]!;
      case 'MMM':
        return shortMonth(parts.month);
      case 'yyyy':
        return String(parts.year);
      case 'd':
        return String(parts.day);
      case 'h':
        return String(parts.hour % 12 === 0 ? 12 : parts.hour % 12);
      case 'mm':
        return String(parts.minute).padStart(2, '0');
      default:
        return parts.hour < 12 ? 'am' : 'pm';
    }
  });
}

function partsOf(value: string): CanberraParts | null {
  const millis = canberraMillis(value);
  return millis === null ? null : canberraParts(millis);
}

/**
 * A content date or date-time value in Canberra time and the en-AU locale, 'd MMMM yyyy' by
 * default ('5 March 2026'). A value that is not an ISO date is returned unchanged rather than
 * hidden, so that a content mistake shows instead of a blank.
 */
export function formatDate(value: string, pattern: string = LONG_DATE_FORMAT): string {
  const parts = partsOf(value);
  return parts ? format(parts, pattern) : value;
}

/** 'd MMMM yyyy' ('5 March 2026'): offer expiry in lists, article dates. */
export function formatLongDate(value: string): string {
  return formatDate(value, LONG_DATE_FORMAT);
}

/** 'd MMM yyyy' ('5 Mar 2026'): 'Offer until' on the offer detail. */
export function formatShortDate(value: string): string {
  return formatDate(value, SHORT_DATE_FORMAT);
}

/**
 * An event's start or end: 'd MMM yyyy, h:mm a' when the value carries a time of day,
 * 'd MMM yyyy' when it is a plain date (no time to show).
 */
export function formatEventDateTime(value: string): string {
  return formatDate(value, value.includes('T') ? EVENT_DATE_TIME_FORMAT : SHORT_DATE_FORMAT);
}

/**
 * An event's dates as one range (docs/reference/limits.md#event-dates), in Canberra time:
 * same month '3 — 5 March 2026', same year '28 March — 2 April 2026', otherwise both full dates
 * '30 December 2026 — 2 January 2027'. A one-day event shows its date once. An invalid value
 * shows unchanged on its side of the full form.
 */
export function formatEventRange(startValue: string, endValue: string): string {
  const start = partsOf(startValue);
  const end = partsOf(endValue);
  if (!start || !end)
    return `${formatLongDate(startValue)}${RANGE_SEPARATOR}${formatLongDate(endValue)}`;
  const endText = format(end, LONG_DATE_FORMAT);
  const sameYear = start.year === end.year;
  const sameMonth = sameYear && start.month === end.month;
  if (sameMonth && start.day === end.day) return endText;
  if (sameMonth) return `${format(start, 'd')}${RANGE_SEPARATOR}${endText}`;
  if (sameYear) return `${format(start, 'd MMMM')}${RANGE_SEPARATOR}${endText}`;
  return `${format(start, LONG_DATE_FORMAT)}${RANGE_SEPARATOR}${endText}`;
}
