import { canberraOffsetMinutes, canberraWallClock } from './canberraOffset';

/** The site's time zone and locale (docs/reference/limits.md#time). */
export const SITE_TIME_ZONE = 'Australia/Canberra';
export const SITE_LOCALE = 'en-AU';

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

/** What a Canberra wall clock shows at an instant, for formatting. */
export interface CanberraParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Canberra wall clock's year, month, day, hour and minute at an instant (epoch ms). */
export function canberraParts(millis: number): CanberraParts {
  const wall = canberraWallClock(new Date(millis));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
