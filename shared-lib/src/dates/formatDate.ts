import type { DateTime } from 'luxon';
import { SITE_LOCALE } from '../hours/canberraDate';
import { toCanberraDateTime } from './toCanberraDateTime';

/** docs/reference/limits.md: the offers list's date format. */
export const LONG_DATE_FORMAT = 'd MMMM yyyy';
/** docs/reference/limits.md: the offer detail's date format. */
export const SHORT_DATE_FORMAT = 'd MMM yyyy';
/**
 * Event date-time format. docs/reference/limits.md reads 'd MMM yyyy, HH:m a', which would print
 * '14:5 pm'; the 12-hour clock with padded minutes is what the format evidently means.
 */
export const EVENT_DATE_TIME_FORMAT = 'd MMM yyyy, h:mm a';
/** The separator of a collapsed date range (docs/reference/limits.md: 'd — d MMMM yyyy'). */
export const RANGE_SEPARATOR = ' — ';

function format(dateTime: DateTime, pattern: string): string {
  return dateTime.setLocale(SITE_LOCALE).toFormat(pattern);
}

/**
 * A content date or date-time value in Canberra time and the en-AU locale, 'd MMMM yyyy' by
 * default ('5 March 2026'). A value that is not an ISO date is returned unchanged rather than
 * hidden, so that a content mistake shows instead of a blank.
 */
export function formatDate(value: string, pattern: string = LONG_DATE_FORMAT): string {
  const dateTime = toCanberraDateTime(value);
  return dateTime ? format(dateTime, pattern) : value;
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
 * An event's dates as one range (docs/reference/limits.md), in Canberra time:
 * same month '3 — 5 March 2026', same year '28 March — 2 April 2026', otherwise both full dates
 * '30 December 2026 — 2 January 2027'. A one-day event shows its date once. An invalid value
 * shows unchanged on its side of the full form.
 */
export function formatEventRange(startValue: string, endValue: string): string {
  const start = toCanberraDateTime(startValue);
  const end = toCanberraDateTime(endValue);
  if (!start || !end)
    return `${formatLongDate(startValue)}${RANGE_SEPARATOR}${formatLongDate(endValue)}`;
  const endText = format(end, LONG_DATE_FORMAT);
  if (start.hasSame(end, 'day')) return endText;
  if (start.hasSame(end, 'month')) return `${format(start, 'd')}${RANGE_SEPARATOR}${endText}`;
  if (start.hasSame(end, 'year')) return `${format(start, 'd MMMM')}${RANGE_SEPARATOR}${endText}`;
  return `${format(start, LONG_DATE_FORMAT)}${RANGE_SEPARATOR}${endText}`;
}
