import type { ContentFolders } from '../config/folders';

/** Where the content is in the repository the Git backend edits (production). */
const REPOSITORY_FOLDERS: ContentFolders = {
  content: 'content/seed/',
  campaigns: 'mf-gifts/campaigns',
};

/** Where the editor's page asks its own origin for the local backend (deploy/server/editorSession.ts). */
export const SESSION_PATH = '/admin/session.json';

/** Where the site's own backend tells who is signed in (deploy/accounts, production). */
export const SITE_SESSION_PATH = '/admin/api/session';

/**
 * The site's backend the editor saves through: `npm start`'s local one (its address and the
 * secret of this start), or the production one on the editor's own origin, behind the sign-in
 * (no secret: the session cookie goes with every request to the same origin).
 */
export interface LocalSession {
  backend: string;
  token: string | null;
}

/** The person signed in to the site's backend, and what their role lets them do. */
export interface SignedInAccount {
  email: string;
  role: string;
  /** The shop's origin, where a published change is seen. */
  shop: string;
  may: { content: boolean; campaigns: boolean; releases: string[]; accounts: boolean };
}

export interface EditorBackend {
  /** The site's backend, which saves without review; null: the Git backend. */
  local: LocalSession | null;
  /** Who is signed in, with the production backend; null otherwise. */
  account: SignedInAccount | null;
  folders: ContentFolders;
}

/** The production backend on the editor's origin, or null when it has none (the Git backend). */
async function siteBackend(origin: string): Promise<EditorBackend | null> {
  const response = await fetch(`${origin}${SITE_SESSION_PATH}`, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(
      `${SITE_SESSION_PATH} answered HTTP ${response.status}: ${(await response.text()).trim()}`,
    );
  const { folders, ...account } = (await response.json()) as SignedInAccount & {
    folders: ContentFolders;
  };
  return { local: { backend: `${origin}/admin/api/v1`, token: null }, account, folders };
}

/**
 * The backend the editor at `origin` talks to (decisions 305, 401). `npm start`'s server hands
 * the editor's page, and no other, the local backend's address, this start's secret and the
 * folders it edits; in production the editor's origin has the site's own backend behind its
 * sign-in; without either (ADMIN_BACKEND=github) the editor commits through the Git backend,
 * whose repository's layout is known.
 */
export async function editorBackend(origin: string): Promise<EditorBackend> {
  const response = await fetch(`${origin}${SESSION_PATH}`, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (response.status === 404)
    return (
      (await siteBackend(origin)) ?? { local: null, account: null, folders: REPOSITORY_FOLDERS }
    );
  if (!response.ok)
    throw new Error(
      `${SESSION_PATH} answered HTTP ${response.status}: ${(await response.text()).trim()}`,
    );
  const { backend, token, folders } = (await response.json()) as LocalSession & {
    folders: ContentFolders;
  };
  return { local: { backend, token }, account: null, folders };
}

/** What Decap's proxy backend sends: an action and its parameters. */
interface ProxyPayload {
  action: string;
  params: Record<string, unknown>;
}

/**
 * A request of Decap's proxy protocol to the site's backend, with this start's secret, which the
 * local backend asks of every request (Decap's own proxy backend sends no header of its own), or
 * with the session cookie alone (production).
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
      ...(session.token ? { Authorization: `Bearer ${session.token}` } : {}),
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
