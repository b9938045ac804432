import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentRefused } from './publishedContent';
import { LockRefused } from './operationLock';
import { RenderRefused } from './renderGeneration';
import { runCommand, type CommandContext, type CommandRequest } from './commands';
import { ReleaseRefused, secondsSince, type Asker, type ReleaseService } from './releaseService';
import { TransitionRefused } from '../site-state/transition';
import { currentOf } from '../site-state/siteStateDocument';

/** Refusals a command can meet: answered 409 with their words, nothing changed. */
const REFUSALS = [ReleaseRefused, TransitionRefused, LockRefused, RenderRefused, ContentRefused];

/** A command's body is a few words: anything larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares a presented token with the service's without telling how much of it matched. */
export const sameToken = (presented: string, expected: string) =>
  timingSafeEqual(digest(presented), digest(expected));

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    .end(`${JSON.stringify(body)}\n`);
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new ReleaseRefused(`A command is at most ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ReleaseRefused('A command is JSON');
  }
}

/** Who asks, as the client says: its words are shown in the lock's and the log's lines. */
function askerOf(body: { asker?: Partial<Asker> }, started: number): Asker {
  const asker = body.asker ?? {};
  return {
    actor: String(asker.actor ?? 'someone').slice(0, 80),
    pid: Number(asker.pid ?? 0),
    host: String(asker.host ?? 'unknown').slice(0, 80),
    command: String(asker.command ?? '').slice(0, 200),
    started,
    // A command's patience, bounded: nobody holds a client's connection for more than a minute.
    ...(Number.isFinite(asker.waitMs)
      ? { waitMs: Math.min(Math.max(Number(asker.waitMs), 0), 60_000) }
      : {}),
  };
}

export interface ReleaseServiceServerOptions {
  /** The secret every command carries (`Authorization: Bearer …`). */
  token: string;
  /**
   * Host names it answers to besides its loopback ones (`127.0.0.1:{port}`, `localhost:{port}`):
   * a page that reaches it by DNS rebinding names its own host, and is refused.
   */
  hosts?: string[];
  context: CommandContext;
}

/**
 * The release service's HTTP interface: `GET /v1/health` (anyone on the host), `GET /v1/status`
 * (the state document and the recent log) and `POST /v1/commands` (one command), both with the
 * token. Refusals answer 409 naming the cause; nothing else changes the site's state.
 */
export function createReleaseServiceServer(
  service: ReleaseService,
  { token, hosts = [], context }: ReleaseServiceServerOptions,
): http.Server {
  const server = http.createServer((req, res) => {
    const started = Date.now();
    void (async () => {
      const { port } = server.address() as AddressInfo;
      const known = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, ...hosts];
      if (!known.includes(req.headers.host ?? ''))
        return send(res, 403, { error: `${req.headers.host} is not this service's host` });
      const url = new URL(req.url ?? '/', 'http://service');
      if (req.method === 'GET' && url.pathname === '/v1/health') {
        const current = currentOf(service.state);
        return send(res, 200, {
          ready: current !== null,
          current,
          revision: service.state.revision,
        });
      }
      const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(presented, token))
        return send(res, 401, { error: 'A release command needs the release service token' });
      if (req.method === 'GET' && url.pathname === '/v1/status')
        return send(res, 200, { document: service.state, log: service.recentLog() });
      if (req.method === 'POST' && url.pathname === '/v1/commands') {
        const body = (await readBody(req)) as CommandRequest & { asker?: Partial<Asker> };
        const answer = await runCommand(service, askerOf(body, started), body, context);
        return send(res, 200, answer);
      }
      return send(res, 404, { error: `No ${req.method} ${url.pathname}` });
    })().catch((error: Error) => {
      const refused = REFUSALS.some((type) => error instanceof type);
      if (!refused) service.log(`Release service: ${error.stack ?? error.message}`);
      if (!res.headersSent)
        send(res, refused ? 409 : 500, {
          error: error.message,
          seconds: secondsSince(started),
        });
    });
  });
  return server;
}
