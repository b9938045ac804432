import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/**
 * What `npm start` hands the editor at /admin/ to reach its local backend: written into the
 * site's state folder by the backend when it starts, answered by the shell's server to the
 * editor's page only (decision 305).
 */
export interface EditorSession {
  /** The only origin whose pages may read it and call the backend: the shell's. */
  origin: string;
  /** The backend's API address. */
  backend: string;
  /** The secret of this start: the editor sends it with every request to the backend. */
  token: string;
  /** The content and the gift campaigns as the editor names them; campaigns null: not editable. */
  folders: { content: string; campaigns: string | null };
}

/** Where the editor's page asks for the session, on its own origin. */
export const EDITOR_SESSION_PATH = '/admin/session.json';

export const editorSessionFile = (stateDir: string) => path.join(stateDir, 'editor-session.json');

function readSession(file: string): EditorSession | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as EditorSession;
  } catch {
    return null;
  }
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res
    .writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(body);
}

/**
 * Answers the session to the editor's page: only when asked by its own host name and port (not
 * a page of another site that re-pointed its name at loopback, "DNS rebinding"), never to
 * another origin (no CORS header; a request another site makes is refused outright), never
 * cached. 503 when the backend is not running.
 */
export function answerEditorSession(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
  const session = readSession(file);
  if (!session)
    return send(
      res,
      503,
      'text/plain; charset=utf-8',
      "The editor's local backend is not running: npm start runs it beside the site\n",
    );
  const { host } = new URL(session.origin);
  const site = req.headers['sec-fetch-site'];
  if (
    req.headers.host !== host ||
    (req.headers.origin !== undefined && req.headers.origin !== session.origin) ||
    (site !== undefined && site !== 'same-origin')
  )
    return send(
      res,
      403,
      'text/plain; charset=utf-8',
      `The editor's session is for the editor at ${session.origin}/admin/ only\n`,
    );
  const { backend, token, folders } = session;
  send(res, 200, 'application/json', JSON.stringify({ backend, token, folders }));
}
