import { canberraOffsetMinutes, canberraWallClock } from './canberraOffset';

/** The calendar date (yyyy-MM-dd) it is in Canberra at the given instant. */
export function canberraDate(at: Date = new Date()): string {
  return canberraWallClock(at).toISOString().slice(0, 10);
}

/** The wall-clock time (HH:mm, 24-hour) it is in Canberra at the given instant. */
export function canberraTime(at: Date): string {
  return canberraWallClock(at).toISOString().slice(11, 16);
}

/**
 * Midday in Canberra on a yyyy-MM-dd date: the instant to give rules that take a Date. (Daylight
 * saving changes at night, so midday's offset is the day's.)
 */
export function canberraNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utcNoon = Date.UTC(year, month - 1, day, 12);
  return new Date(utcNoon - canberraOffsetMinutes(new Date(utcNoon)) * 60_000);
}
