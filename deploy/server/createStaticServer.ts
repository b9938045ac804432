import { createReadStream, type Stats } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { Logger } from 'pino';
import { SERVICE_WORKER_PATH } from 'shared-lib/routes';
import { SITE_EVENTS_PATH, CSP_REPORTS_PATH } from 'shared-lib/site-events';
import { drawCohort } from '../generations/cohorts';
import { candidateFiles, GENERATION_HEADER, type CandidateFile } from '../generations/servedFiles';
import {
  previewEntry,
  routeCookies,
  routeRequest,
  routingOf,
  type RequestRoute,
} from '../site-state/routeRequest';
import { stateReader } from '../site-state/stateFile';
import { cacheControlFor } from '../http-policy/cacheControl';
import { contentTypeOf } from '../http-policy/contentTypes';
import { isHiddenFile } from '../http-policy/hiddenFiles';
import { pageRedirect } from '../http-policy/pageRedirect';
import { SERVICE_WORKER_HEADERS } from '../http-policy/serviceWorker';
import { answerEditorSession, EDITOR_SESSION_PATH, editorSessionFile } from './editorSession';
import { fileWithoutLinks } from './fileWithoutLinks';
import { isInsideRoot } from './isInsideRoot';
import { precompressedFor } from './precompressed';
import { FAULTS_ENDPOINT, FaultTable, type Fault } from './testFaults';
import { identifyRequest, logServedRequest } from './siteAccessLog';
import { serverOps } from './serverOps';

export interface StaticServerOptions {
  /** The folder served, e.g. shell/dist. */
  root: string;
  /**
   * The shell's origin: a page address gets its pre-rendered `{path}/index.html`, any other the
   * pre-rendered 404 page with status 404; addresses without their trailing slash are redirected.
   */
  spa?: boolean;
  /** Lets end-to-end tests make one path misbehave through /__test__/faults. Never in production. */
  faults?: boolean;
  /**
   * Where `/restful_forms/` requests go (the forms service), as nginx proxies them in production:
   * the forms post to the page's own origin. Without it, such a POST is refused (405).
   */
  formsUpstream?: { host: string; port: number };
  /** Headers for readers on other origins (a remote's: deploy/http-policy/crossOrigin.ts). */
  corsHeaders?: Record<string, string>;
  /** Where `/site-events/` beacons go (the site events service), as nginx proxies them. */
  eventsUpstream?: { host: string; port: number };
  /**
   * The shell's site state folder (deploy/generations): pages and the files that agree with
   * them come from the generation the site's state document gives the request (routeRequest),
   * named in a response header.
   */
  site?: string;
  /** A remote's released versions, served under `/releases/{version}/` (as nginx does). */
  releases?: string;
  /** Where `/admin/ops/api/` goes (the site events service's `/ops/`): the dashboard's figures. */
  opsUpstream?: { host: string; port: number };
  /** The site's access log (siteAccessLog.ts): a line a request, as nginx writes it. */
  accessLog?: Logger;
  /** The app's name in its figures and logs: its workspace, the build folder's parent by default. */
  name?: string;
  /** Errors while answering, with the request's id (structured, pino). */
  log?: Logger;
  /**
   * The headers of the editor at `/admin/` (deploy/nginx/adminPolicy.ts: its own
   * Content-Security-Policy), on every answer below it; with `site`, `/admin/session.json` hands
   * the editor's page the local backend's session (editorSession.ts).
   */
  adminHeaders?: Record<string, string>;
  /**
   * Told of each failure to answer (the visitor gets a page that says nothing of it): by
   * default an error in the server's log naming the request's id, its path and the cause.
   */
  onError?: (error: Error, request: string) => void;
  /** The headers of the operations dashboard at `/admin/ops/` (its own, stricter policy). */
  opsHeaders?: Record<string, string>;
}

/** Where the dashboard asks for its figures, on the origin that serves it (beside the editor). */
export const OPS_API_PREFIX = '/admin/ops/api/';
/** The dashboard's path prefix. */
const OPS_PATH_PREFIX = '/admin/ops/';

/** The editor's path prefix on the origin that serves it. */
export const ADMIN_PATH_PREFIX = '/admin/';

/** The forms service's path prefix on the shell's origin (docs/reference/calls.md). */
export const FORMS_PATH_PREFIX = '/restful_forms/';

/** Passes a request to a service of the site and its answer back; 502 when it does not answer. */
function proxyTo(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: { host: string; port: number },
  service: string,
  pathOnUpstream: string = req.url ?? '/',
): void {
  const forwarded = http.request(
    {
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: pathOnUpstream,
      headers: {
        ...req.headers,
        host: `${upstream.host}:${upstream.port}`,
        'x-real-ip': req.socket.remoteAddress ?? '',
        'x-request-id': String(res.getHeader('X-Request-Id') ?? ''),
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forwarded.on('error', () => {
    if (res.headersSent) res.destroy();
    else sendText(res, 502, `The ${service} service is not answering`);
  });
  req.pipe(forwarded);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
/** The pre-rendered 404 page, which also answers every unknown page address. */
const NOT_FOUND_PATH = '/404/';

/** The page of every answer the server could not give: nothing of the cause (it is logged). */
const SERVER_ERROR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p></body></html>\n';

async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { folder, file, stats }: CandidateFile & { stats: Stats },
  status = 200,
): Promise<void> {
  const type = contentTypeOf(file);
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  const compressible = COMPRESSIBLE.test(type);
  const precompressed = compressible ? await precompressedFor(folder, file, acceptEncoding) : null;
  const encoding =
    precompressed?.encoding ?? (compressible && /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null);
  // Each encoding is its own representation, with its own validator.
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControlFor(file, status));
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (compressible) {
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (precompressed) res.setHeader('Content-Length', precompressed.size);
  else if (!encoding) res.setHeader('Content-Length', stats.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (precompressed) createReadStream(precompressed.file).pipe(res);
  else if (encoding) createReadStream(file).pipe(createGzip()).pipe(res);
  else createReadStream(file).pipe(res);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': cacheControlFor('', status),
    })
    .end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function handleFaultsEndpoint(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  faults: FaultTable,
) {
  try {
    if (req.method === 'DELETE') faults.clear();
    else if (req.method === 'POST') faults.set((await readJson(req)) as Fault);
    else return sendText(res, 405, 'POST a fault or DELETE them all');
    res.writeHead(204).end();
  } catch (error) {
    sendText(res, 400, (error as Error).message);
  }
}

/** A static file server for one app's build, as the site is served on loopback and in tests. */
export function createStaticServer({
  root,
  spa = false,
  faults: withFaults = false,
  formsUpstream,
  corsHeaders = {},
  eventsUpstream,
  site,
  releases,
  opsUpstream,
  accessLog,
  name = path.basename(path.dirname(path.resolve(root))),
  log,
  adminHeaders,
  onError,
  opsHeaders,
}: StaticServerOptions) {
  const faults = new FaultTable();
  const rootDir = path.resolve(root);
  const layout = { root: rootDir, site, releases };
  const ops = serverOps({ name, root: rootDir, site, log });
  const readState = site ? stateReader(site) : null;
  /** The folder of the state folder that answers a request, and its generation. */
  const routeOf = (
    req: http.IncomingMessage,
  ): (Omit<RequestRoute, 'folder'> & { folder: string; generation: string }) | null => {
    const document = readState?.();
    if (!document) return null;
    const routing = routingOf(document);
    const route = routeRequest(routing, routeCookies(req.headers.cookie), () =>
      drawCohort(routing.canaryPercent ?? 0),
    );
    const generation = routing.folders[route.folder];
    if (!generation) return null;
    return {
      ...route,
      generation,
      folder: route.preview ? route.folder : `generations/${generation}`,
    };
  };

  /** `served.generation`: the generation the answer came from, for the access log. */
  const answer = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    served: { generation: string | null },
  ) => {
    const target = req.url ?? '/';
    // The address as a path of this origin: `//host/x` is the path `//host/x`, never a host.
    if (!target.startsWith('/')) return sendText(res, 400, 'Bad address');
    const url = new URL(`http://localhost${target}`);
    if (ops.endpoints(req, res)) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, 'Bad address');
    }
    for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
    const entry = site ? previewEntry(pathname) : null;
    if (entry)
      return res.writeHead(302, { Location: entry.location, 'Set-Cookie': entry.setCookie }).end();
    // One reading of the site's state per request: every file of the answer comes from the one
    // generation its rule gives this request.
    const route = readState ? routeOf(req) : null;
    const generation = route?.generation ?? null;
    served.generation = generation;
    if (generation) res.setHeader(GENERATION_HEADER, generation);
    if (route?.setCookie) res.setHeader('Set-Cookie', route.setCookie);
    if (route?.preview) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const find = async (file: string) => {
      for (const candidate of candidateFiles(
        layout,
        route?.folder ?? null,
        path.relative(rootDir, file),
      )) {
        const stats = await fileWithoutLinks(candidate.folder, candidate.file);
        if (stats) return { ...candidate, stats };
      }
      return null;
    };
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (withFaults && pathname === FAULTS_ENDPOINT) return handleFaultsEndpoint(req, res, faults);
    const headers = `${pathname}/`.startsWith(OPS_PATH_PREFIX)
      ? opsHeaders
      : `${pathname}/`.startsWith(ADMIN_PATH_PREFIX)
        ? adminHeaders
        : undefined;
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    if (site && pathname === EDITOR_SESSION_PATH)
      return answerEditorSession(req, res, editorSessionFile(site));

    const fault = withFaults ? faults.find(pathname) : undefined;
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.drop) return req.socket.destroy();
    if (fault && (fault.status !== undefined || fault.body !== undefined)) {
      res.setHeader('Cache-Control', 'no-store');
      res.writeHead(fault.status ?? 200, { 'Content-Type': contentTypeOf(pathname) });
      return res.end(fault.body ?? '');
    }
    if (formsUpstream && pathname.startsWith(FORMS_PATH_PREFIX))
      return proxyTo(req, res, formsUpstream, 'forms');
    if (eventsUpstream && (pathname === SITE_EVENTS_PATH || pathname === CSP_REPORTS_PATH))
      return proxyTo(req, res, eventsUpstream, 'site events');
    if (opsUpstream && pathname.startsWith(OPS_API_PREFIX))
      return proxyTo(
        req,
        res,
        opsUpstream,
        'site events',
        `/ops/${pathname.slice(OPS_API_PREFIX.length)}${url.search}`,
      );
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Method not allowed');

    const file = path.join(rootDir, pathname);
    if (!isInsideRoot(rootDir, file)) return sendText(res, 404, 'Not found');
    // Source maps and the Node builds stay on this machine (decision 362).
    const relative = `/${path.relative(rootDir, file).split(path.sep).join('/')}`;
    if (isHiddenFile(relative, spa ? 'pages' : 'remote')) return sendText(res, 404, 'Not found');
    const isPage = spa && path.extname(pathname) === '' && !pathname.startsWith('/assets/');
    if (isPage && !pathname.endsWith('/')) {
      // Redirected to its slash only when that can name no other host (decision 361).
      const location = pageRedirect(target);
      if (location) return res.writeHead(301, { Location: location }).end();
    } else {
      if (spa && pathname === SERVICE_WORKER_PATH)
        for (const [name, value] of Object.entries(SERVICE_WORKER_HEADERS))
          res.setHeader(name, value);
      const found = await find(pathname.endsWith('/') ? path.join(file, 'index.html') : file);
      if (found)
        return sendFile(req, res, found, isPage && pathname === NOT_FOUND_PATH ? 404 : 200);
    }
    if (!isPage) return sendText(res, 404, 'Not found');
    const notFoundFile = path.join(rootDir, NOT_FOUND_PATH, 'index.html');
    const notFound = await find(notFoundFile);
    if (!notFound) throw new Error(`${notFoundFile} is missing: run the pre-render first`);
    return sendFile(req, res, notFound, 404);
  };

  // A failure while answering costs that request only: an unhandled rejection would end the
  // process, and every app it serves with it. The visitor is told nothing of the cause.
  return http.createServer((req, res) => {
    const id = identifyRequest(res);
    const served = { generation: null as string | null };
    ops.count(req, res);
    if (accessLog) logServedRequest(accessLog, req, res, id, () => served.generation);
    answer(req, res, served).catch((error: Error) => {
      if (onError) onError(error, `${req.method} ${req.url}`);
      else ops.log.error({ requestId: id, err: error, path: req.url }, 'could not answer');
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': cacheControlFor('', 500),
          })
          .end(SERVER_ERROR_PAGE);
    });
  });
}
