import { SITE_TIME_ZONE } from './canberraDate';
import { lazyDateTimeFormat } from './lazyDateTimeFormat';

const offsetFormatter = lazyDateTimeFormat('en-AU', {
  timeZone: SITE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Canberra's offset from UTC in minutes at an instant (+600 or +660). */
export function canberraOffsetMinutes(at: Date): number {
  const name =
    offsetFormatter()
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}
