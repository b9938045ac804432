import http from 'node:http';
import { Counter, type Registry } from 'prom-client';
import { CSP_REPORTS_PATH, SITE_EVENTS_PATH, type SiteEvent } from 'shared-lib/site-events';
import { createServiceLogger, logRequest, type Logger } from '../observability/serviceLogger';
import { clientNetwork } from './clientNetwork';
import { cspViolationsOf } from './cspReport';
import { recordCspViolations, recordEvent, type EventDb } from './eventStore';
import { DEFAULT_NETWORK_LIMITS, networkShares, type NetworkLimits } from './networkShares';
import { parseSiteEvent, SiteEventError } from './parseSiteEvent';
import { DEFAULT_RATE_LIMIT, senderRate, type RateLimit } from './senderRate';
import { servedLoads } from './servedLoads';

/** An event is a few hundred bytes; anything much bigger is not one of the site's. */
export const MAX_EVENT_BYTES = 2048;
/** A violation report carries the page's whole policy: a few kilobytes. */
export const MAX_CSP_REPORT_BYTES = 16_384;

export interface SiteEventsOptions {
  db: EventDb;
  /** The site's own origins: a body from any other page is refused. */
  allowedOrigins: string[];
  rateLimit?: RateLimit;
  /** What one network may contribute to the canary's figures (networkShares.ts). */
  networkLimits?: NetworkLimits;
  /** The servers' access logs (accessLog.ts): the page loads beacons are checked against. */
  accessLogs?: string[];
  now?: () => number;
  log?: Logger;
  /** Where the service's own figures go (its /metrics). */
  registry?: Registry;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who sent a request: the address the proxy in front (nginx or the site's Node server, both on
 * this machine) saw, or the peer's own. Used for the limits only, as its network, never stored.
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

async function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  const tooLarge = () => new Refusal(413, `A body here is at most ${limit} bytes`);
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(400, 'The body is not JSON');
  }
}

function parseEvent(text: string): SiteEvent {
  try {
    return parseSiteEvent(json(text));
  } catch (error) {
    if (error instanceof SiteEventError)
      throw new Refusal(400, `Not a site event: ${error.message}`);
    throw error;
  }
}

const contentTypeOf = (req: http.IncomingMessage) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * The site events endpoint's requests: `POST /site-events/` with one event (JSON, as sendBeacon
 * sends it, text/plain or application/json) from a page of the site, and
 * `POST /site-events/csp` with the browsers' Content-Security-Policy violation reports. Stored
 * and answered 204; anything else is refused with a 4xx naming why, and nothing is stored.
 * Returns a request handler, and `catchUp` to read the access logs now.
 */
export function siteEventsHandler({
  db,
  allowedOrigins,
  rateLimit = DEFAULT_RATE_LIMIT,
  networkLimits = DEFAULT_NETWORK_LIMITS,
  accessLogs = [],
  now = Date.now,
  log = createServiceLogger('site-events', { level: 'silent' }),
  registry,
}: SiteEventsOptions) {
  const rate = senderRate(rateLimit, now);
  const origins = new Set(allowedOrigins);
  const shares = networkShares(60 * 60 * 1000, now);
  const served = servedLoads(db, { files: accessLogs, limits: networkLimits, shares });
  const received = new Counter({
    name: 'site_events_received_total',
    help: 'Events stored, by type and whether they count in the canary figures',
    labelNames: ['type', 'counted'] as const,
    registers: registry ? [registry] : [],
  });
  const refused = new Counter({
    name: 'site_events_refused_total',
    help: 'Requests refused, by status',
    labelNames: ['status'] as const,
    registers: registry ? [registry] : [],
  });
  /** Whether a report of this page load was counted already (once per id, decision 323). */
  const alreadyCounted = async (page: string, group: 'vitals' | 'failing') =>
    (
      await db.all(
        `SELECT 1 AS found FROM events WHERE page = $1 AND counted = 1 AND type IN (${group === 'vitals' ? "'vitals'" : "'failure', 'error'"}) LIMIT 1`,
        page,
      )
    ).length > 0;

  /** Whether a page's report counts for the canary: see decision 323. */
  async function judge(event: SiteEvent, network: string) {
    if (!('page' in event) || event.page === null) return { verified: false, counted: false };
    const load = served.pageLoad(event.page);
    const verified = load?.network === network && load.generation === event.generation;
    if (!verified) return { verified: false, counted: false };
    const group = event.type === 'vitals' ? 'vitals' : 'failing';
    if (await alreadyCounted(event.page, group)) return { verified, counted: false };
    const limit =
      group === 'vitals' ? networkLimits.vitalsPerHour : networkLimits.failingLoadsPerHour;
    return { verified, counted: shares.take(`${group} ${event.generation} ${network}`, limit) };
  }

  async function acceptEvent(req: http.IncomingMessage, network: string): Promise<number> {
    const origin = req.headers.origin;
    if (!origin || !origins.has(origin))
      throw new Refusal(403, `Origin ${origin ?? '(none)'} is not this site's`);
    const type = contentTypeOf(req);
    if (type !== 'text/plain' && type !== 'application/json')
      throw new Refusal(
        415,
        `Content-Type ${type || '(none)'}: send text/plain or application/json`,
      );
    if (!rate.allow(network)) throw new Refusal(429, 'Too many events from this network');
    const event = parseEvent(await readBody(req, MAX_EVENT_BYTES));
    // The page's load is logged before its scripts run: read what the servers wrote since.
    if (served.watching && !served.pageLoad('page' in event ? (event.page ?? '') : ''))
      await served.catchUp();
    const servedGeneration = !served.watching || (await served.served(event.generation));
    if (!servedGeneration)
      throw new Refusal(400, `Not a site event: generation ${event.generation} was never served`);
    const { verified, counted } = await judge(event, network);
    await recordEvent(db, { event, receivedAt: now(), verified, counted, servedGeneration });
    received.inc({ type: event.type, counted: String(counted) });
    return 204;
  }

  async function acceptCspReports(req: http.IncomingMessage, network: string): Promise<number> {
    const type = contentTypeOf(req);
    if (type !== 'application/csp-report' && type !== 'application/reports+json')
      throw new Refusal(
        415,
        `Content-Type ${type || '(none)'}: send application/csp-report or application/reports+json`,
      );
    if (!rate.allow(network)) throw new Refusal(429, 'Too many reports from this network');
    const violations = cspViolationsOf(
      type,
      json(await readBody(req, MAX_CSP_REPORT_BYTES)),
      origins,
    );
    if (violations.length === 0) throw new Refusal(400, "No violation on this site's pages");
    await recordCspViolations(db, violations, now());
    received.inc({ type: 'csp', counted: 'false' }, violations.length);
    return 204;
  }

  async function accept(req: http.IncomingMessage) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === `${SITE_EVENTS_PATH}health` && ['GET', 'HEAD'].includes(req.method ?? ''))
      return 200;
    if (pathname !== SITE_EVENTS_PATH && pathname !== CSP_REPORTS_PATH)
      throw new Refusal(404, 'Not found');
    if (req.method !== 'POST') throw new Refusal(405, 'POST one event');
    const network = clientNetwork(senderOf(req));
    return pathname === CSP_REPORTS_PATH
      ? acceptCspReports(req, network)
      : acceptEvent(req, network);
  }

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const requestLog = logRequest(log, req, res);
    res.setHeader('Cache-Control', 'no-store');
    accept(req).then(
      (status) => res.writeHead(status).end(),
      (error: Error) => {
        const status = error instanceof Refusal ? error.status : 500;
        if (status === 500) requestLog.error({ err: error }, 'could not store');
        refused.inc({ status: String(status) });
        res.writeHead(status, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...(status === 429 ? { 'Retry-After': '60' } : {}),
          // The rest of an oversize body is not read: the connection is not reused.
          ...(status === 413 ? { Connection: 'close' } : {}),
        });
        res.end(`${error.message}\n`);
      },
    );
  };
  return { handle, catchUp: served.catchUp };
}

/** The endpoint on a server of its own (the service's main adds /metrics, /healthz and /ops/). */
export function createSiteEventsServer(options: SiteEventsOptions): http.Server {
  return http.createServer(siteEventsHandler(options).handle);
}
