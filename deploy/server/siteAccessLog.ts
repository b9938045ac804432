import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { PAGE_LOAD_TIMING } from 'shared-lib/site-events';

/** The access log of the site's servers, in the state folder, as the events service reads it. */
export const accessLogOf = (stateDir: string) => path.join(stateDir, 'logs', 'access.jsonl');

/**
 * The site's access log: one JSON line a request, in the shape nginx writes it (deploy/nginx's
 * `site_access` format, with pino's `level` besides): `{time, id, addr, method, path, status,
 * generation, seconds}`. Written synchronously, so a page's line is in the file before its
 * scripts can report anything.
 */
export function createAccessLog(file: string): Logger {
  return pino(
    { base: null, timestamp: false },
    pino.destination({ dest: file, sync: true, mkdir: true }),
  );
}

/**
 * A request's id: random, given to the page in `Server-Timing: page;desc="…"` (its reports name
 * the load they are about) and as `X-Request-Id`, and written to the access log with the
 * request.
 */
export function identifyRequest(res: http.ServerResponse): string {
  const id = randomBytes(16).toString('hex');
  res.setHeader('Server-Timing', `${PAGE_LOAD_TIMING};desc="${id}"`);
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Writes the request's line once its answer is done (or the connection is gone). */
export function logServedRequest(
  accessLog: Logger,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  id: string,
  generation: () => string | null,
): void {
  const started = performance.now();
  res.once('close', () =>
    accessLog.info({
      time: new Date().toISOString(),
      id,
      addr: req.socket.remoteAddress ?? '',
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status: res.headersSent ? res.statusCode : 0,
      generation: generation() ?? '',
      seconds: Math.round(performance.now() - started) / 1000,
    }),
  );
}
