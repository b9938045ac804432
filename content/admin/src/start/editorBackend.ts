import type { ContentFolders } from '../config/folders';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/** Where the content is in the repository the Git backend edits (production). */
const REPOSITORY_FOLDERS: ContentFolders = {
  content: 'content/seed/',
  campaigns: 'mf-gifts/campaigns',
};

export interface EditorBackend {
  /** Served from this machine: the local backend (decap-server), which saves without review. */
  local: boolean;
  /** The local backend's address: 127.0.0.1 at the site's port plus its offset (shared-lib/apps). */
  localUrl: string;
  localHosts: string[];
  folders: ContentFolders;
}

/**
 * The backend the editor talks to. On this machine the local backend says where the content
 * and the campaigns are below its root (`GET /settings.json`): a copy of the content alone has
 * no campaigns. Elsewhere the Git backend edits the repository, whose layout is known.
 */
export async function editorBackend(
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>,
  portOffset: number,
): Promise<EditorBackend> {
  const local = LOCAL_HOSTS.includes(location.hostname);
  const sitePort = Number(location.port || (location.protocol === 'https:' ? 443 : 80));
  const origin = `http://127.0.0.1:${sitePort + portOffset}`;
  let folders = REPOSITORY_FOLDERS;
  if (local) {
    const response = await fetch(`${origin}/settings.json`, { cache: 'no-store' }).catch(() => {
      throw new Error(`The local editor backend does not answer at ${origin}: is it started?`);
    });
    if (!response.ok)
      throw new Error(`The local editor backend at ${origin} answered HTTP ${response.status}`);
    folders = (await response.json()) as ContentFolders;
  }
  return { local, localUrl: `${origin}/api/v1`, localHosts: LOCAL_HOSTS, folders };
}
