import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentRefused } from './publishedContent';
import { LockRefused } from './operationLock';
import { originFiles } from './originFiles';
import { OriginRefused } from './originNodes';
import { RenderRefused } from './renderGeneration';
import { releaseServiceOps } from './releaseServiceOps';
import { StateConflict } from './stateStore';
import { runCommand, type CommandContext, type CommandRequest } from './commands';
import { ReleaseRefused, secondsSince, type Asker, type ReleaseService } from './releaseService';
import { takeUpload, UploadRefused, type UploadLimits } from './releaseUpload';
import { findTeamToken, TokenRefused, type TeamToken } from './teamTokens';
import { TransitionRefused } from '../site-state/transition';
import { currentOf } from '../site-state/siteStateDocument';

/** Refusals a command can meet: answered 409 with their words, nothing changed. */
const REFUSALS = [
  ReleaseRefused,
  TransitionRefused,
  LockRefused,
  RenderRefused,
  ContentRefused,
  TokenRefused,
  StateConflict,
  OriginRefused,
];

/** A request the token presented may not make: answered 403, naming what it may do. */
class Forbidden extends Error {}

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
  /** The operator's secret (`Authorization: Bearer …`): every request; teams have their own. */
  token: string;
  /**
   * Host names it answers to besides its loopback ones (`127.0.0.1:{port}`, `localhost:{port}`):
   * a page that reaches it by DNS rebinding names its own host, and is refused.
   */
  hosts?: string[];
  context: CommandContext;
  /** How large and how long an upload may be. */
  uploads: UploadLimits;
}

/** Who a request comes from: the operator, or a team by its token. */
type Principal = { kind: 'operator' } | { kind: 'team'; token: TeamToken };

/**
 * What a team's token may ask (decision 381): uploads of its remotes' releases, and `promote`
 * of them when it was made with --may-promote. Nothing else, not even the status.
 */
function checkTeamCommand(token: TeamToken, body: CommandRequest): void {
  const may = `the token ${token.name} may upload ${token.workspaces.join(', ')}${token.mayPromote ? ' and promote them' : ''} only`;
  if (body.command !== 'promote' || !token.mayPromote)
    throw new Forbidden(`${body.command ?? 'That command'} is refused: ${may}`);
  const workspace = body.args?.workspace;
  if (typeof workspace !== 'string' || !token.workspaces.includes(workspace) || body.args.candidate)
    throw new Forbidden(`promote ${String(workspace ?? '')} is refused: ${may}`);
}

const UPLOAD_ROUTE = /^\/v1\/releases\/([^/]+)\/([^/]+)$/;

/**
 * The release service's HTTP interface: `GET /v1/health` (anyone on the host), `/metrics` and
 * `/healthz` (a caller on this machine, releaseServiceOps.ts), `GET /v1/status`
 * (the state document and the recent log), `POST /v1/commands` (one command),
 * `PUT /v1/releases/{workspace}/{version}` (an artifact, uploaded and staged) and the files origin
 * nodes stage (originFiles), with the operator's token or, for uploads and promotes of its
 * remotes, a team's. Refusals answer 4xx naming the cause; nothing else changes the site's state.
 */
export function createReleaseServiceServer(
  service: ReleaseService,
  { token, hosts = [], context, uploads }: ReleaseServiceServerOptions,
): http.Server {
  const files = originFiles(context.stateDir);
  const ops = releaseServiceOps(service, context.stateDir);
  const server = http.createServer((req, res) => {
    const started = Date.now();
    ops.count(req, res);
    void (async () => {
      const { port } = server.address() as AddressInfo;
      const known = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, ...hosts];
      if (!known.includes(req.headers.host ?? ''))
        return send(res, 403, { error: `${req.headers.host} is not this service's host` });
      if (ops.endpoints(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://service');
      if (req.method === 'GET' && url.pathname === '/v1/health') {
        // Another instance sharing the state may have switched since this one last looked; with
        // the store out of reach, what this one knows is all there is to say.
        await service.refresh().catch(() => undefined);
        const current = currentOf(service.state);
        return send(res, 200, {
          ready: current !== null,
          current,
          revision: service.state.revision,
        });
      }
      const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const team = sameToken(presented, token) ? null : findTeamToken(context.stateDir, presented);
      if (!team && !sameToken(presented, token))
        return send(res, 401, {
          error: 'A release command needs the release service token or a team token',
        });
      const principal: Principal = team ? { kind: 'team', token: team } : { kind: 'operator' };
      if (req.method === 'GET' && principal.kind === 'operator' && files(url.pathname, res)) return;
      const upload = UPLOAD_ROUTE.exec(url.pathname);
      if (req.method === 'PUT' && upload) {
        const [workspace, version] = [upload[1]!, upload[2]!].map(decodeURIComponent) as [
          string,
          string,
        ];
        if (principal.kind === 'team' && !principal.token.workspaces.includes(workspace))
          throw new Forbidden(
            `The token ${principal.token.name} may release ${principal.token.workspaces.join(', ')} only, not ${workspace}`,
          );
        const typed = req.headers['x-release-actor'];
        const asker: Asker = {
          actor:
            principal.kind === 'team'
              ? principal.token.name
              : decodeURIComponent(String(typed ?? 'operator')).slice(0, 80),
          pid: 0,
          host: req.socket.remoteAddress ?? 'unknown',
          command: `upload ${workspace} ${version}`,
          started,
          // An upload waits for a render under way rather than be sent again.
          waitMs: 60_000,
        };
        await service.refresh();
        return send(
          res,
          200,
          await takeUpload(service, asker, req, { workspace, version }, uploads),
        );
      }
      if (req.method === 'GET' && url.pathname === '/v1/status') {
        if (principal.kind === 'team')
          throw new Forbidden(`The token ${principal.token.name} may not read the status`);
        await service.refresh();
        return send(res, 200, { document: service.state, log: await service.recentLog() });
      }
      if (req.method === 'POST' && url.pathname === '/v1/commands') {
        const body = (await readBody(req)) as CommandRequest & { asker?: Partial<Asker> };
        const asker = askerOf(body, started);
        if (principal.kind === 'team') {
          checkTeamCommand(principal.token, body);
          // The log names the token, never a name the client typed.
          asker.actor = principal.token.name;
        }
        await service.refresh();
        const answer = await runCommand(service, asker, body, context);
        return send(res, 200, answer);
      }
      return send(res, 404, { error: `No ${req.method} ${url.pathname}` });
    })().catch((error: Error) => {
      const refused = REFUSALS.some((type) => error instanceof type);
      const status =
        error instanceof UploadRefused
          ? error.status
          : error instanceof Forbidden
            ? 403
            : refused
              ? 409
              : 500;
      if (status === 500) service.log(`Release service: ${error.stack ?? error.message}`);
      if (!res.headersSent)
        send(res, status, {
          error: error.message,
          seconds: secondsSince(started),
        });
    });
  });
  return server;
}
