import { DateTime } from 'luxon';
import { SITE_TIME_ZONE } from '../hours/canberraDate';

/** Midday in Canberra on a yyyy-MM-dd date: the instant to give rules that take a Date. */
export function canberraNoon(date: string): Date {
  return DateTime.fromISO(date, { zone: SITE_TIME_ZONE }).set({ hour: 12 }).toJSDate();
}
