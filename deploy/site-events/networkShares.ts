/**
 * How much one network may contribute to a figure within a window: `take(key, limit)` counts one
 * more for `key` (a network with what it contributes to, e.g. page loads of a generation) and
 * says whether it is still within `limit` since the key's window began. Held in memory only;
 * keys whose window is over are forgotten as the map grows.
 */
export function networkShares(windowMs: number, now: () => number = Date.now) {
  const shares = new Map<string, { count: number; since: number }>();
  return {
    take(key: string, limit: number): boolean {
      const time = now();
      let share = shares.get(key);
      if (!share || time - share.since >= windowMs) {
        share = { count: 0, since: time };
        shares.set(key, share);
      }
      share.count += 1;
      if (shares.size > 50_000)
        for (const [other, value] of shares)
          if (time - value.since >= windowMs) shares.delete(other);
      return share.count <= limit;
    },
  };
}

export type NetworkShares = ReturnType<typeof networkShares>;

/** What one network may contribute per generation and hour to the canary's figures. */
export interface NetworkLimits {
  /** Page loads the servers saw. */
  loadsPerHour: number;
  /** Page loads that reported a failure. */
  failingLoadsPerHour: number;
  /** Page loads that reported their vitals. */
  vitalsPerHour: number;
}

/**
 * A household or an office shares a network: thirty pages an hour is a busy shopper; a few of
 * them failing is as much as one network can tell about a release (decision 323).
 */
export const DEFAULT_NETWORK_LIMITS: NetworkLimits = {
  loadsPerHour: 30,
  failingLoadsPerHour: 3,
  vitalsPerHour: 30,
};
