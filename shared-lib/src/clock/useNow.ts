import { useSyncExternalStore } from 'react';
import { canberraNoon } from './canberraDate';
import { getRenderDate } from './renderDate';

const MINUTE_MS = 60_000;
// Checked more often than once a minute so the shown minute is never more than a few seconds late.
const CHECK_EVERY_MS = 10_000;

function subscribeToMinute(onChange: () => void): () => void {
  const timer = setInterval(onChange, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}

/** The current instant floored to the minute: stable between calls, so React re-renders once a minute. */
function currentMinute(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

/** Midday in Canberra on the render date: the instant the server renders time-of-day rules for. */
function renderInstant(): number {
  return canberraNoon(getRenderDate()).getTime();
}

/**
 * The current instant (epoch milliseconds, minute granularity) for rules that depend on the time
 * of day, such as 'Open now'. On the server and while hydrating it is midday in Canberra on the
 * render date (decision 060), so the HTML and the first client render agree; right after
 * hydration it becomes the viewer's real time and follows it minute by minute.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribeToMinute, currentMinute, renderInstant);
}
