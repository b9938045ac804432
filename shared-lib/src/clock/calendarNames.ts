// Names from lists rather than Intl: the first Intl date formatter costs a slow phone tens of
// milliseconds of locale and zone data, and a browser's locale data may abbreviate a month
// differently from the server's Node, which would make a server-rendered date fail to hydrate.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The weekday of a yyyy-MM-dd calendar date ('Friday'). */
export function weekdayName(date: string): string {
  return WEEKDAYS[utcMidnight(date).getUTCDay()]!;
}

/** A yyyy-MM-dd calendar date in full, 'EEEE d MMMM yyyy' ('Friday 25 December 2026'). */
export function formatCalendarDate(date: string): string {
  const at = utcMidnight(date);
  return `${weekdayName(date)} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]!} ${at.getUTCFullYear()}`;
}
