import { SITE_TIME_ZONE } from './canberraDate';
import { lazyDateTimeFormat } from './lazyDateTimeFormat';

const timeFormatter = lazyDateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time (HH:mm, 24-hour) it is in Canberra at the given instant. */
export function canberraTime(at: Date): string {
  return timeFormatter().format(at);
}
