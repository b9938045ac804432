import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { EDITOR_BACKEND } from 'shared-lib/apps';
import { writeAtomically } from 'shared-lib/files';
import { localSiteOrigins } from '../origins/siteOrigins';
import { editorSessionFile, type EditorSession } from '../server/editorSession';
import { editorActions, type EditorRequest } from './editorActions';
import { CAMPAIGNS_PREFIX, CONTENT_PREFIX, EditorFiles, editorRoots } from './editorFiles';
import { HOST } from './serveSite';

export interface EditorBackendOptions {
  /** The site's (shell's) port: the backend listens at its offset from it. */
  shellPort: number;
  /** The site's state folder, where the session is written for the shell's server to hand out. */
  stateDir: string;
  /** The content folder the editor writes. */
  contentDir: string;
  /** The gift campaigns folder, when the editor may edit it (not for a copy of the content). */
  campaignsDir?: string;
}

export interface RunningEditorBackend {
  /** Its API address. */
  url: string;
  /** Stops it and removes the session. */
  close(): Promise<void>;
}

/** The largest request: an entry with a picture of a few megabytes, in base64. */
const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** The editor backend's address beside the site on `shellPort`. */
export const editorBackendUrl = (shellPort: number) =>
  `http://${HOST}:${shellPort + EDITOR_BACKEND.portOffset}/api/v1`;

const sameSecret = (given: string, token: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(`Bearer ${token}`)];
  return a.length === b.length && timingSafeEqual(a, b);
};

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, {
      ...headers,
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The editor's local backend on loopback (decision 305), so that on a fresh clone an editor at
 * /admin/ changes the content files at once. It speaks Decap CMS's proxy protocol over the
 * content folder, its uploads and (when given) the gift campaigns, and nothing else of the
 * checkout. A request is answered only when it is addressed to the backend's own host and port
 * (403: no other site's name re-pointed at loopback), comes from the shell's origin (403; the
 * only origin CORS allows), and carries this start's secret (401), which the shell's server hands
 * to the editor's page alone. `npm start` starts it; nothing else does.
 */
export async function startEditorBackend({
  shellPort,
  stateDir,
  contentDir,
  campaignsDir,
}: EditorBackendOptions): Promise<RunningEditorBackend> {
  const port = shellPort + EDITOR_BACKEND.portOffset;
  const origin = localSiteOrigins(shellPort, HOST).shell;
  const host = `${HOST}:${port}`;
  const token = randomBytes(32).toString('base64url');
  const answer = editorActions(new EditorFiles(editorRoots(contentDir, campaignsDir)));
  const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers.host !== host)
      return sendJson(res, 403, { error: `The editor backend answers at ${host} only` });
    if (req.headers.origin !== origin)
      return sendJson(res, 403, {
        error: `The editor backend answers the editor at ${origin}/admin/ only`,
      });
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'authorization, content-type',
          'Access-Control-Max-Age': '600',
        })
        .end();
      return;
    }
    if (!sameSecret(req.headers.authorization ?? '', token))
      return sendJson(
        res,
        401,
        { error: "The editor's secret of this start is missing or wrong: reload the editor" },
        cors,
      );
    if (new URL(req.url ?? '/', 'http://backend').pathname !== '/api/v1')
      return sendJson(res, 404, { error: 'Not found' }, cors);
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST an action' }, cors);
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
      return sendJson(res, 415, { error: 'The request must be JSON' }, cors);
    const body =
      Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES ? null : await readBody(req);
    if (!body)
      return sendJson(res, 413, { error: `A request is at most ${MAX_BODY_BYTES} bytes` }, cors);
    let request: EditorRequest;
    try {
      request = JSON.parse(body.toString('utf8')) as EditorRequest;
    } catch {
      return sendJson(res, 400, { error: 'The request is not JSON' }, cors);
    }
    const { status, body: result } = await answer(request ?? {});
    sendJson(res, status, result, cors);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { error: error.message }, cors);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });

  const url = editorBackendUrl(shellPort);
  const sessionFile = editorSessionFile(stateDir);
  const session: EditorSession = {
    origin,
    backend: url,
    token,
    folders: {
      content: CONTENT_PREFIX,
      campaigns: campaignsDir ? CAMPAIGNS_PREFIX.slice(0, -1) : null,
    },
  };
  writeAtomically(sessionFile, `${JSON.stringify(session)}\n`, { mode: 0o600 });
  const removeSession = () => rmSync(sessionFile, { force: true });
  process.once('exit', removeSession);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        process.off('exit', removeSession);
        removeSession();
        server.close(() => resolve());
      }),
  };
}
