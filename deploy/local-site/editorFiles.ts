import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A folder the editor may change, and the only kinds of file it may read and write there. */
export interface EditorRoot {
  /** How the editor names the folder, as the repository does: `content/seed/`. */
  prefix: string;
  /** The folder given to the backend (the content folder, the campaigns folder). */
  top: string;
  /** The names from `top` down to this root's folder (`images/uploads`), none for `top` itself. */
  inner: string[];
  extensions: readonly string[];
}

/** The editor's folders, named as in the repository, so the local and Git backends agree. */
export const CONTENT_PREFIX = 'content/seed/';
export const UPLOADS_PREFIX = `${CONTENT_PREFIX}images/uploads/`;
export const CAMPAIGNS_PREFIX = 'mf-gifts/campaigns/';

/**
 * The editor's roots: the content's records (JSON), the pictures it uploads (the kinds the
 * content build accepts: content/src/schema/common.ts), and the gift campaigns when given. Never
 * the repository: nothing else of the checkout can be read or written through the editor.
 */
export function editorRoots(contentDir: string, campaignsDir?: string): EditorRoot[] {
  return [
    {
      prefix: UPLOADS_PREFIX,
      top: contentDir,
      inner: ['images', 'uploads'],
      extensions: ['.png', '.jpg', '.jpeg'],
    },
    { prefix: CONTENT_PREFIX, top: contentDir, inner: [], extensions: ['.json'] },
    ...(campaignsDir
      ? [{ prefix: CAMPAIGNS_PREFIX, top: campaignsDir, inner: [], extensions: ['.json'] }]
      : []),
  ];
}

/** A request the backend refuses (a path outside its folders, a missing field): 400 and its message. */
export class EditorRequestError extends Error {}

interface Resolved {
  root: EditorRoot;
  /** The names below the root's folder. */
  names: string[];
  file: string;
}

/** Names a path may have: no empty, `.` or `..` name, no backslash or NUL, not absolute. */
function namesOf(requested: unknown, what: string): string[] {
  if (typeof requested !== 'string' || requested.length === 0 || requested.length > 1024)
    throw new EditorRequestError(`${what} must be a path below the editor's folders`);
  const names = requested.split('/');
  if (
    requested.startsWith('/') ||
    /[\\\0]/.test(requested) ||
    names.some((name) => name === '' || name === '.' || name === '..')
  )
    throw new EditorRequestError(
      `${what} "${requested}" is refused: a path below the editor's folders has no "..", "." or empty part and does not start with "/"`,
    );
  return names;
}

/**
 * Refuses a path through a symbolic link (a link inside a root could lead anywhere): every name
 * from the folder given to the backend down to the last one that exists must be a folder or a
 * plain file.
 */
async function refuseLinks(root: EditorRoot, names: string[], requested: string): Promise<void> {
  let at = root.top;
  for (const name of [...root.inner, ...names]) {
    at = path.join(at, name);
    const stats = await lstat(at).catch(() => null);
    if (!stats) return;
    if (stats.isSymbolicLink())
      throw new EditorRequestError(`"${requested}" is refused: it goes through a symbolic link`);
  }
}

function rootOf(roots: readonly EditorRoot[], requested: string): EditorRoot {
  const root = roots.find(({ prefix }) => `${requested}/`.startsWith(prefix));
  if (!root)
    throw new EditorRequestError(
      `"${requested}" is refused: the editor changes ${roots.map(({ prefix }) => prefix).join(', ')} only`,
    );
  return root;
}

/** The editor's folders, and the only ways into them. */
export class EditorFiles {
  constructor(private readonly roots: readonly EditorRoot[]) {}

  /** A file the editor names, refused unless it is a kind of file its root holds. */
  async file(requested: unknown, what = 'path'): Promise<Resolved> {
    const found = await this.folder(requested, what);
    const last = found.names.at(-1);
    if (!last || !found.root.extensions.includes(path.extname(last).toLowerCase()))
      throw new EditorRequestError(
        `"${String(requested)}" is refused: ${found.root.prefix} holds ${found.root.extensions.join(', ')} files only`,
      );
    return found;
  }

  /** A folder (or file) the editor names, `content/seed/stores`: its root and where it is. */
  async folder(requested: unknown, what = 'folder'): Promise<Resolved> {
    const joined = namesOf(requested, what).join('/');
    const root = rootOf(this.roots, joined);
    const below = joined.slice(root.prefix.length).split('/').filter(Boolean);
    await refuseLinks(root, below, joined);
    return { root, names: below, file: path.join(root.top, ...root.inner, ...below) };
  }

  /**
   * The files of a folder down to `depth` levels ending in `extension`, as the editor names
   * them; links are not followed, and each file is one the editor may read.
   */
  async list(requested: unknown, extension: string, depth: number): Promise<string[]> {
    const folder = await this.folder(requested);
    const base = [folder.root.prefix.replace(/\/$/, ''), ...folder.names].join('/');
    const found: string[] = [];
    const walk = async (dir: string, named: string, levels: number): Promise<void> => {
      if (levels <= 0) return;
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const name = `${named}/${entry.name}`;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), name, levels - 1);
        else if (entry.isFile() && name.endsWith(extension)) found.push(name);
      }
    };
    await walk(folder.file, base, depth);
    const allowed = await Promise.all(
      found.map((name) =>
        this.file(name).then(
          () => name,
          () => null,
        ),
      ),
    );
    return allowed.filter((name): name is string => name !== null).sort();
  }

  /** The file's bytes; null when there is none. */
  async read(requested: unknown): Promise<Buffer | null> {
    const { file } = await this.file(requested);
    return readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async write(requested: unknown, content: Buffer | string): Promise<void> {
    const { file } = await this.file(requested);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  async remove(requested: unknown): Promise<void> {
    const { file } = await this.file(requested);
    await rm(file, { force: true });
  }

  async move(from: unknown, to: unknown): Promise<void> {
    const [source, target] = [await this.file(from), await this.file(to, 'new path')];
    await mkdir(path.dirname(target.file), { recursive: true });
    await rename(source.file, target.file);
  }
}
