import { isRealDate } from './calendarDay';
import { canberraDate } from './canberraDate';
import { canberraOffsetMinutes } from './canberraOffset';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function canberraOffsetMs(at: number): number {
  return canberraOffsetMinutes(new Date(at)) * 60_000;
}

/**
 * The instant (epoch ms) of a content date or date-time value: a plain date is midnight in
 * Canberra, a date-time without an offset is Canberra time, one with an offset is that instant.
 * Null when the value is not an ISO date of a day that exists. The site's one date parser.
 */
export function canberraMillis(value: string): number | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', millis = '0', offset] = match;
  if (!isRealDate(+year!, +month!, +day!) || +hour > 23 || +minute > 59 || +second > 59)
    return null;
  const wall = Date.UTC(
    +year!,
    +month! - 1,
    +day!,
    +hour,
    +minute,
    +second,
    +millis.padEnd(3, '0'),
  );
  if (offset) {
    if (offset === 'Z') return wall;
    const [, sign, hours, minutes] = /([+-])(\d{2}):?(\d{2})/.exec(offset)!;
    return wall - (sign === '-' ? -1 : 1) * (+hours! * 60 + +minutes!) * 60_000;
  }
  // Canberra wall time. Around a daylight-saving change, try the offsets of the day before and
  // after: a time that happens twice is the earlier instant, one that never happens moves forward.
  const before = canberraOffsetMs(wall - DAY_MS);
  const after = canberraOffsetMs(wall + DAY_MS);
  const valid = [before, after]
    .map((offsetMs) => wall - offsetMs)
    .filter((instant) => canberraOffsetMs(instant) === wall - instant);
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}

/**
 * The Canberra calendar date (yyyy-MM-dd) of a content date or date-time value, so that dates
 * compare as strings; null when the value is not an ISO date.
 */
export function calendarDate(value: string): string | null {
  const millis = canberraMillis(value);
  return millis === null ? null : canberraDate(new Date(millis));
}
