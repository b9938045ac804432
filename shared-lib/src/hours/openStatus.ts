import type { OpeningHours } from '../content/types';
import { addDays } from '../clock/calendarDay';
import { weekdayName } from '../clock/calendarNames';
import { canberraDate, canberraNoon, canberraTime } from '../clock/canberraDate';
import { hoursOn } from './hoursOn';
import { formatClock } from './tradingDay';

/** Minutes before closing from which the strip says 'Closing soon' (decision 060). */
export const CLOSING_SOON_MINUTES = 30;
/** How far ahead the next opening is looked for (a fortnight covers any run of holidays). */
const LOOK_AHEAD_DAYS = 14;

export type OpenState = 'open' | 'closing-soon' | 'closed';

export interface OpenStatus {
  state: OpenState;
  /** 'Open now · until 6pm', 'Closing soon · until 6pm', 'Closed now · opens 10am tomorrow'. */
  text: string;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function dayWord(date: string, daysAhead: number): string {
  if (daysAhead === 1) return 'tomorrow';
  return weekdayName(date);
}

/** The opening time (HH:mm) on a date, or null when the centre is closed that day. */
function opensOn(openingHours: OpeningHours, date: string): string | null {
  return hoursOn(openingHours, canberraNoon(date)).times?.opens ?? null;
}

function nextOpening(openingHours: OpeningHours, today: string): string {
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const opens = opensOn(openingHours, date);
    if (opens) return `Closed now · opens ${formatClock(opens)} ${dayWord(date, ahead)}`;
  }
  return 'Closed now';
}

/**
 * Whether the centre is open at an instant in Canberra, from the regular hours of the weekday and
 * the holiday overrides, with the words the hours strip shows.
 */
export function openStatus(openingHours: OpeningHours, at: Date): OpenStatus {
  const today = canberraDate(at);
  const range = hoursOn(openingHours, at).times;
  if (!range) return { state: 'closed', text: nextOpening(openingHours, today) };
  const now = minutesOf(canberraTime(at));
  const opens = minutesOf(range.opens);
  // '00:00' as a closing time means midnight at the end of the day.
  const closes = range.closes === '00:00' ? 24 * 60 : minutesOf(range.closes);
  if (now < opens)
    return { state: 'closed', text: `Closed now · opens ${formatClock(range.opens)} today` };
  if (now >= closes) return { state: 'closed', text: nextOpening(openingHours, today) };
  const until = `until ${formatClock(range.closes)}`;
  if (closes - now <= CLOSING_SOON_MINUTES)
    return { state: 'closing-soon', text: `Closing soon · ${until}` };
  return { state: 'open', text: `Open now · ${until}` };
}
