/*
 * Canberra's clock, computed from the Australian Capital Territory's daylight-saving rule rather
 * than read through Intl: the browser's first time-zone formatter loads the zone data, about
 * 30 ms of a slow phone's main thread on every page, only to learn one of two offsets. The rule
 * (in force since 2008): AEDT (UTC+11) from 2am AEST on the first Sunday of October to 3am AEDT
 * on the first Sunday of April, AEST (UTC+10) otherwise. The tests compare it with Intl's zone
 * data hour by hour, so a change in the law shows up as a failing test when Node's data follows.
 */

const STANDARD_MINUTES = 600;
const DAYLIGHT_MINUTES = 660;
const HOUR_MS = 3_600_000;

function firstSundayUtc(year: number, monthIndex: number): number {
  const weekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return Date.UTC(year, monthIndex, 1 + ((7 - weekday) % 7));
}

/** Canberra's offset from UTC in minutes at an instant (+600 or +660). */
export function canberraOffsetMinutes(at: Date): number {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  // Both changes happen at 16:00 UTC on the Saturday before the first Sunday.
  const daylightEnds = firstSundayUtc(year, 3) + 3 * HOUR_MS - DAYLIGHT_MINUTES * 60_000;
  const daylightStarts = firstSundayUtc(year, 9) + 2 * HOUR_MS - STANDARD_MINUTES * 60_000;
  return time < daylightEnds || time >= daylightStarts ? DAYLIGHT_MINUTES : STANDARD_MINUTES;
}

/** The instant shifted to Canberra's wall clock, to read with the UTC getters. */
export function canberraWallClock(at: Date): Date {
  return new Date(at.getTime() + canberraOffsetMinutes(at) * 60_000);
}
