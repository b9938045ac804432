import { WEEKDAYS, type TradingDay, type Weekday } from '../content/types';

/** Opening and closing times in 24-hour HH:mm. */
export interface TimeRange {
  opens: string;
  closes: string;
}

/** '18:00' → '6pm', '09:30' → '9:30am', as the site writes hours. */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** A day's opening and closing times; null when the centre is closed that day. */
export function tradingTimes(day: TradingDay): TimeRange | null {
  if (day.closed || !day.opens || !day.closes) return null;
  return { opens: day.opens, closes: day.closes };
}

/** A day's hours as the site shows them: '10am – 6pm', or 'Closed'. */
export function tradingHoursText(day: TradingDay): string {
  const times = tradingTimes(day);
  return times ? `${formatClock(times.opens)} – ${formatClock(times.closes)}` : 'Closed';
}

/** The weekday of a yyyy-MM-dd calendar date, as the trading hours name it. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; the week is Monday first.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}
