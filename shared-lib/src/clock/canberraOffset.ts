/*
 * Canberra's clock, the one place that knows the site's time zone: computed from the Australian
 * Capital Territory's daylight-saving rule rather than read through Intl. The rule (in force since
 * 2008): AEDT (UTC+11) from 2am AEST on the first Sunday of October to 3am AEDT on the first
 * Sunday of April, AEST (UTC+10) otherwise.
 *
 * Why by hand (decision 210, measured): a browser's first Intl formatter with a time zone loads the
 * zone data, a median of 200 ms of main thread in a fresh Chromium at Lighthouse's 4x mobile
 * slowdown, against about 1 ms for this rule, which costs under 0.3 KB of compressed script. Every
 * page reads the clock (hours strip, offers, events), so the rule stays. The tests compare it with
 * the zone data hour by hour from 2009 to 2040, so a change in the law fails a test as soon as
 * Node's zone data has it.
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
