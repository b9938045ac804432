/** How many events one sender may send: a steady rate per minute, with a burst on top. */
export interface RateLimit {
  perMinute: number;
  burst: number;
}

/** A page sends one page view and, rarely, a failure or two: ten pages a second is not a shopper. */
export const DEFAULT_RATE_LIMIT: RateLimit = { perMinute: 120, burst: 60 };

/**
 * A token bucket per sender (a network: clientNetwork.ts): each event takes a token, tokens come
 * back at `perMinute`, up to `burst`. Senders are held in memory only (never stored) and
 * forgotten once their bucket is full.
 */
export function senderRate({ perMinute, burst }: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(burst, bucket.tokens + ((time - bucket.at) / 60_000) * perMinute);
  return {
    /** Takes a token for `sender`; false when it has none left. */
    allow(sender: string): boolean {
      const time = now();
      const bucket = buckets.get(sender);
      const tokens = bucket ? refill(bucket, time) : burst;
      if (tokens < 1) return false;
      buckets.set(sender, { tokens: tokens - 1, at: time });
      if (buckets.size > 10_000)
        for (const [key, value] of buckets) if (refill(value, time) >= burst) buckets.delete(key);
      return true;
    },
  };
}
