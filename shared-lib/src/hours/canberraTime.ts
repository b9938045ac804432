import { canberraWallClock } from './canberraOffset';

/** The wall-clock time (HH:mm, 24-hour) it is in Canberra at the given instant. */
export function canberraTime(at: Date): string {
  return canberraWallClock(at).toISOString().slice(11, 16);
}
