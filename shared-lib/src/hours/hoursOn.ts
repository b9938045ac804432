import type { OpeningHours } from '../content/types';
import { canberraDate } from '../clock/canberraDate';

export interface DayHours {
  /** '10am – 6pm', or the holiday's own hours. */
  hours: string;
  closed: boolean;
  /** The holiday that overrides the regular hours on that day. */
  holidayName?: string;
}

/** The centre's hours on the Canberra date of `at`: a holiday's override, else the default hours. */
export function hoursOn(openingHours: OpeningHours, at: Date = new Date()): DayHours {
  const date = canberraDate(at);
  const holiday = openingHours.holidays.find((candidate) => candidate.date === date);
  if (!holiday) return { hours: openingHours.defaultHours, closed: false };
  return {
    hours: holiday.closed ? 'Closed' : holiday.hours,
    closed: holiday.closed,
    holidayName: holiday.name,
  };
}
