import { useSyncExternalStore } from 'react';
import { canberraDate } from './canberraDate';
import { getRenderDate } from './renderDate';

const CHECK_EVERY_MS = 60_000;

function subscribeToDayChange(onChange: () => void): () => void {
  // A page left open over midnight moves to the new day within a minute.
  const timer = setInterval(onChange, CHECK_EVERY_MS);
  return () => clearInterval(timer);
}

/**
 * Today's date in Australia/Canberra (yyyy-MM-dd) for rules that depend on the day (offers,
 * slides, events, hours). On the server and while hydrating it is the render date, so the HTML and
 * the first client render agree; right after hydration it becomes the viewer's day.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribeToDayChange, () => canberraDate(), getRenderDate);
}
