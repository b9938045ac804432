import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };

/**
 * A service's log: JSON lines (pino) on stdout or `destination`, one object per event, with the
 * service's name and ISO times. LOG_LEVEL sets the level (`silent` for none).
 */
export function createServiceLogger(
  service: string,
  {
    level = process.env.LOG_LEVEL || 'info',
    destination,
  }: {
    level?: string;
    destination?: DestinationStream;
  } = {},
): Logger {
  return pino(
    { level: level as Level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}

/** A proxy's request id is kept when it is a plain token, so one id follows a request along. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the one a proxy in front gave (X-Request-Id), or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives the request its id (the `X-Request-Id` answer header and a child logger that names it)
 * and writes one access line when the answer is done or the connection is gone: method, path
 * without its query, status, duration and whether the client went away. No address and nothing
 * a visitor typed.
 */
export function logRequest(
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  extra: () => Record<string, unknown> = () => ({}),
): Logger {
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  const child = log.child({ requestId });
  const started = performance.now();
  res.once('close', () =>
    child.info(
      {
        method: req.method,
        path: (req.url ?? '/').split('?')[0]!.slice(0, 200),
        status: res.headersSent ? res.statusCode : null,
        ms: Math.round(performance.now() - started),
        aborted: !res.writableFinished,
        ...extra(),
      },
      'access',
    ),
  );
  return child;
}
