import { canberraOffsetMinutes } from '../hours/canberraOffset';

/**
 * Midday in Canberra on a yyyy-MM-dd date: the instant to give rules that take a Date. (Daylight
 * saving changes at night, so midday's offset is the day's.)
 */
export function canberraNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utcNoon = Date.UTC(year, month - 1, day, 12);
  return new Date(utcNoon - canberraOffsetMinutes(new Date(utcNoon)) * 60_000);
}
