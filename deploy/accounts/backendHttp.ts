import type http from 'node:http';

/** A request the backend refuses: its status and words. */
export class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function send(
  res: http.ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(body);
}

export const sendJson = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => send(res, status, 'application/json; charset=utf-8', `${JSON.stringify(body)}\n`, headers);

export async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit)
    throw new HttpRefusal(413, `A request is at most ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpRefusal(413, `A request is at most ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJson<T>(req: http.IncomingMessage, limit: number): Promise<T> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
    throw new HttpRefusal(415, 'The request must be JSON');
  try {
    return JSON.parse((await readBody(req, limit)).toString('utf8')) as T;
  } catch (error) {
    if (error instanceof HttpRefusal) throw error;
    throw new HttpRefusal(400, 'The request is not JSON');
  }
}
