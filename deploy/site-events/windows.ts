import type { WindowName } from 'shared-lib/site-events';
import type { Resolution } from './timeBuckets';
import { bucketStart } from './timeBuckets';

/** The windows figures are read over, and the buckets each is read from. */
export const WINDOWS = {
  '15m': { ms: 15 * 60_000, resolution: 'minute' },
  '1h': { ms: 60 * 60_000, resolution: 'minute' },
  '24h': { ms: 24 * 3_600_000, resolution: 'hour' },
  '7d': { ms: 7 * 86_400_000, resolution: 'hour' },
  '30d': { ms: 30 * 86_400_000, resolution: 'day' },
} as const satisfies Record<WindowName, { ms: number; resolution: Resolution }>;

export function parseWindow(text: string | null | undefined): WindowName {
  if (text && text in WINDOWS) return text as WindowName;
  throw new Error(
    `window ${JSON.stringify(text ?? null)}: expected one of ${Object.keys(WINDOWS).join(', ')}`,
  );
}

/** The buckets a window reads: from the one holding `now - window` to the current one. */
export function windowRange(window: WindowName, now: number) {
  const { ms, resolution } = WINDOWS[window];
  return { resolution, from: bucketStart(now - ms, resolution), to: now };
}
