import type { Socket } from 'node:net';
import type { Logger } from './logger';

/**
 * HTTP that cannot be parsed (or headers that are too large) gets a JSON answer like every other
 * refusal, then the connection is closed: what follows on it cannot be trusted to be a request.
 */
export function answerBadHttp(error: NodeJS.ErrnoException, socket: Socket, log: Logger): void {
  log.info({ code: error.code }, 'bad http');
  if (!socket.writable) return void socket.destroy();
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : [400, 'Bad Request'];
  const body = JSON.stringify({ error: 'bad_request', message: `${status} ${reason}` });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
