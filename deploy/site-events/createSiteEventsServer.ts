import http from 'node:http';
import { SITE_EVENTS_PATH } from 'shared-lib/site-events';
import { parseSiteEvent, SiteEventError } from './parseSiteEvent';
import { recordEvent, type EventDb } from './eventStore';
import { DEFAULT_RATE_LIMIT, senderRate, type RateLimit } from './senderRate';

/** An event is a few hundred bytes; anything much bigger is not one of the site's. */
export const MAX_EVENT_BYTES = 2048;

export interface SiteEventsOptions {
  db: EventDb;
  /** The site's own origins: a body from any other page is refused. */
  allowedOrigins: string[];
  rateLimit?: RateLimit;
  now?: () => number;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who sent a request, for the rate limit only: the address the proxy in front (nginx or the
 * site's Node server, both on this machine) saw, or the peer's own.
 */
function senderOf(req: http.IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-real-ip'];
  return LOOPBACK.has(peer) && typeof forwarded === 'string' ? forwarded : peer;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_EVENT_BYTES)
    throw new Refusal(413, `An event is at most ${MAX_EVENT_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_EVENT_BYTES)
      throw new Refusal(413, `An event is at most ${MAX_EVENT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'The body is not JSON');
  }
  try {
    return parseSiteEvent(value);
  } catch (error) {
    if (error instanceof SiteEventError)
      throw new Refusal(400, `Not a site event: ${error.message}`);
    throw error;
  }
}

/**
 * The site events endpoint: `POST /site-events/` with one event (JSON, as sendBeacon sends it,
 * text/plain or application/json) from a page of the site. Stored and answered 204; anything
 * else is refused with a 4xx naming why, and nothing is stored.
 */
export function createSiteEventsServer({
  db,
  allowedOrigins,
  rateLimit = DEFAULT_RATE_LIMIT,
  now = Date.now,
}: SiteEventsOptions): http.Server {
  const rate = senderRate(rateLimit, now);
  const origins = new Set(allowedOrigins);

  const accept = async (req: http.IncomingMessage) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === `${SITE_EVENTS_PATH}health` && ['GET', 'HEAD'].includes(req.method ?? ''))
      return 200;
    if (pathname !== SITE_EVENTS_PATH) throw new Refusal(404, 'Not found');
    if (req.method !== 'POST') throw new Refusal(405, 'POST one event');
    const origin = req.headers.origin;
    if (!origin || !origins.has(origin))
      throw new Refusal(403, `Origin ${origin ?? '(none)'} is not this site's`);
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (type !== 'text/plain' && type !== 'application/json')
      throw new Refusal(
        415,
        `Content-Type ${type || '(none)'}: send text/plain or application/json`,
      );
    if (!rate.allow(senderOf(req))) throw new Refusal(429, 'Too many events from this sender');
    await recordEvent(db, parseBody(await readBody(req)), now());
    return 204;
  };

  return http.createServer((req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    accept(req).then(
      (status) => res.writeHead(status).end(),
      (error: Error) => {
        const status = error instanceof Refusal ? error.status : 500;
        if (status === 500) console.error(`site-events: ${error.stack ?? error.message}`);
        res.writeHead(status, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...(status === 429 ? { 'Retry-After': '60' } : {}),
          // The rest of an oversize body is not read: the connection is not reused.
          ...(status === 413 ? { Connection: 'close' } : {}),
        });
        res.end(`${error.message}\n`);
      },
    );
  });
}
