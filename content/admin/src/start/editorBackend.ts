import type { ContentFolders } from '../config/folders';

/** Where the content is in the repository the Git backend edits (production). */
const REPOSITORY_FOLDERS: ContentFolders = {
  content: 'content/seed/',
  campaigns: 'mf-gifts/campaigns',
};

/** Where the editor's page asks its own origin for the local backend (deploy/server/editorSession.ts). */
export const SESSION_PATH = '/admin/session.json';

/** The local backend of `npm start`: its address and the secret of this start. */
export interface LocalSession {
  backend: string;
  token: string;
}

export interface EditorBackend {
  /** The local backend (`npm start`), which saves without review; null: the Git backend. */
  local: LocalSession | null;
  folders: ContentFolders;
}

/**
 * The backend the editor at `origin` talks to (decision 305). `npm start`'s server hands the editor's page,
 * and no other, the local backend's address, this start's secret and the folders it edits; a
 * server that has no local backend (nginx, production) has no session, and the editor commits
 * through the Git backend, whose repository's layout is known.
 */
export async function editorBackend(origin: string): Promise<EditorBackend> {
  const response = await fetch(`${origin}${SESSION_PATH}`, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (response.status === 404) return { local: null, folders: REPOSITORY_FOLDERS };
  if (!response.ok)
    throw new Error(
      `${SESSION_PATH} answered HTTP ${response.status}: ${(await response.text()).trim()}`,
    );
  const { backend, token, folders } = (await response.json()) as LocalSession & {
    folders: ContentFolders;
  };
  return { local: { backend, token }, folders };
}

/** What Decap's proxy backend sends: an action and its parameters. */
interface ProxyPayload {
  action: string;
  params: Record<string, unknown>;
}

/**
 * A request of Decap's proxy protocol to the local backend, with this start's secret, which the
 * backend asks of every request (Decap's own proxy backend sends no header of its own).
 */
export async function signedRequest(
  session: LocalSession,
  branch: string,
  payload: ProxyPayload,
): Promise<unknown> {
  const response = await fetch(session.backend, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      Authorization: `Bearer ${session.token}`,
    },
    body: JSON.stringify({ branch, ...payload }),
  });
  const json = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.ok) return json;
  throw Object.assign(
    new Error(json.error ?? `The editor backend answered HTTP ${response.status}`),
    { status: response.status },
  );
}
