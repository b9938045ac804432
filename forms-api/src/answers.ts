import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sent with every answer: nothing here is a page, nothing is cached, nothing sets a cookie. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-site',
};

/** One answer: its status, JSON body and extra headers. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** How long, and how much of, a refused request's unread body is read and thrown away. */
export const DISCARD_LIMITS = { ms: 2_000, bytes: 12 * 1024 * 1024 };

export function sendJson(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...reply.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Answers before the body has been read (or while it is being read), so that the answer arrives.
 * Closing a socket with unread bytes in it makes the kernel send a reset, and a client still
 * uploading loses the answer with it; so the rest of the body is read and thrown away first, for
 * at most DISCARD_LIMITS, and only a client that keeps sending past them is cut off. On a
 * keep-alive connection the answer goes out at once and the connection stays usable when the
 * body ends in time; a request that said `Connection: close` is answered once its body is read
 * (Node closes such a connection as soon as the answer is written). A client that asked for
 * `100 Continue` has sent no body: it gets the answer and the connection is closed.
 */
export function answerUnread(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  { expectsContinue = false } = {},
): void {
  if (expectsContinue) {
    sendJson(res, { ...reply, headers: { ...reply.headers, Connection: 'close' } });
    return;
  }
  if (res.shouldKeepAlive) {
    discardRest(req, () => {});
    sendJson(res, reply);
  } else discardRest(req, () => sendJson(res, reply));
}

/**
 * Reads and discards what is left of the body, then calls `done`; past DISCARD_LIMITS it calls
 * `done` and cuts the connection off. Started before the answer is written: Node would otherwise
 * drain it without any bound.
 */
function discardRest(req: IncomingMessage, done: () => void): void {
  if (req.complete || req.destroyed) return done();
  req.unpipe();
  let bytes = 0;
  let finished = false;
  const finish = (cutOff: boolean) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done();
    if (cutOff) setImmediate(() => req.socket.destroy());
  };
  const timer = setTimeout(() => finish(true), DISCARD_LIMITS.ms);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DISCARD_LIMITS.bytes) finish(true);
  });
  req.once('end', () => finish(false));
  req.once('close', () => finish(false));
  req.resume();
}
