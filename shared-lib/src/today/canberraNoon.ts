import { SITE_TIME_ZONE } from '../hours/canberraDate';

const offsetFormatter = new Intl.DateTimeFormat('en-AU', {
  timeZone: SITE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Canberra's offset from UTC in minutes at an instant (+600 or +660). */
function canberraOffsetMinutes(at: Date): number {
  const name =
    offsetFormatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
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
