import net from 'node:net';

/** Where a client gives up: inside the head, after the head, inside the body, after all of it. */
export const ABORT_STAGES = ['head', 'headers', 'body', 'complete'] as const;
export type AbortStage = (typeof ABORT_STAGES)[number];
/** How it gives up: a half-close (FIN) or a reset (RST). */
export const ABORT_KINDS = ['fin', 'rst'] as const;
export type AbortKind = (typeof ABORT_KINDS)[number];

/** A raw HTTP/1.1 POST of `body` (already multipart) to `path`, and where its head ends. */
export function rawPost(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): { bytes: Buffer; headLength: number } {
  const lines = Object.entries({ ...headers, 'Content-Length': String(body.length) }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  const head = Buffer.from(`POST ${path} HTTP/1.1\r\nHost: forms.test\r\n${lines.join('')}\r\n`);
  return { bytes: Buffer.concat([head, body]), headLength: head.length };
}

/**
 * Sends the part of `request` that `stage` names (`fraction` chooses how much inside the head or
 * body), then aborts the connection as `kind` says; resolves when the socket is closed, or after
 * `lingerMs` (a half-closed socket the service keeps open is then destroyed). What the service
 * answers, if anything, is ignored: the point is what it keeps afterwards.
 */
export function abortedRequest(
  port: number,
  request: { bytes: Buffer; headLength: number },
  stage: AbortStage,
  kind: AbortKind,
  fraction = 0.5,
  lingerMs = 1_000,
): Promise<void> {
  const { bytes, headLength } = request;
  const bodyLength = bytes.length - headLength;
  const end = {
    head: Math.max(1, Math.floor(headLength * fraction)),
    headers: headLength,
    body: headLength + Math.max(1, Math.floor(bodyLength * fraction)),
    complete: bytes.length,
  }[stage];
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('connect', () =>
      socket.write(bytes.subarray(0, end), () => {
        if (kind === 'rst') socket.resetAndDestroy();
        else socket.end();
      }),
    );
  });
}
