import type { IncomingMessage } from 'node:http';

/**
 * A token bucket per client address: `perMinute` submissions, refilled evenly. Checked from the
 * request line and headers alone, before any of the body is read.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when allowed (and counted), otherwise the seconds until the next one is. */
  take(client: string): number {
    const now = this.now();
    const rate = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    if (this.buckets.size > 10_000) this.sweep(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(client, bucket);
      return 0;
    }
    this.buckets.set(client, bucket);
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000));
  }

  /** Forgets full buckets, so the map stays small under many addresses. */
  private sweep(now: number): void {
    for (const [client, bucket] of this.buckets)
      if (bucket.tokens + (now - bucket.at) * (this.perMinute / 60_000) >= this.perMinute)
        this.buckets.delete(client);
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A caller on this machine talking to the service itself, not through a proxy. */
export const isDirectLoopback = (req: IncomingMessage): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;

/**
 * The client's address: the peer, or when the peer is the site's own proxy on loopback and
 * proxies are trusted (FORMS_API_TRUST_PROXY) the address that proxy appended last to
 * X-Forwarded-For. Without that setting the header is ignored: anyone could send one.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && LOOPBACK.has(peer) && typeof forwarded === 'string') {
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last;
  }
  return peer;
}
