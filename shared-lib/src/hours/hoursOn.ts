import type { OpeningHours } from '../content/types';
import { canberraDate } from '../clock/canberraDate';
import { tradingHoursText, tradingTimes, weekdayOf, type TimeRange } from './tradingDay';

export interface DayHours {
  /** '10am – 6pm', or 'Closed'. */
  hours: string;
  closed: boolean;
  /** Opening and closing times; null when closed. */
  times: TimeRange | null;
  /** The holiday that overrides the regular hours on that day. */
  holidayName?: string;
}

/**
 * The centre's hours on the Canberra date of `at`: a holiday's override, else its weekday's
 * regular hours.
 */
export function hoursOn(openingHours: OpeningHours, at: Date = new Date()): DayHours {
  const date = canberraDate(at);
  const holiday = openingHours.holidays.find((candidate) => candidate.date === date);
  const day = holiday ?? openingHours.week[weekdayOf(date)];
  const times = tradingTimes(day);
  return {
    hours: tradingHoursText(day),
    closed: times === null,
    times,
    ...(holiday ? { holidayName: holiday.name } : {}),
  };
}
