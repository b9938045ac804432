import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON lines on stdout (or `destination`), one object per event, ISO times. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    { level, base: { service: 'forms-api' }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}

/** A proxy's request id is kept when it is a plain token, so one id follows a request along. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Writes one access line when the answer is done or the connection is gone: method, path, status,
 * duration, declared size and whether the client went away. Nothing a visitor typed, and no
 * address: the lines hold no personal data.
 */
export function logAccess(
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  extra: () => Record<string, unknown>,
): void {
  const started = performance.now();
  res.once('close', () => {
    log.info(
      {
        method: req.method,
        path: (req.url ?? '/').split('?')[0]!.slice(0, 200),
        status: res.headersSent ? res.statusCode : null,
        ms: Math.round(performance.now() - started),
        declaredBytes: Number(req.headers['content-length'] ?? 0) || null,
        aborted: !res.writableFinished,
        ...extra(),
      },
      'access',
    );
  });
}
