import { createHash } from 'node:crypto';
import path from 'node:path';
import { EditorRequestError, type EditorFiles } from './editorFiles';

/** A request of Decap CMS's proxy backend: `{ action, params }` (decap-cms-backend-proxy). */
export interface EditorRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

/** An answer of the backend: a status and its JSON. */
export interface EditorAnswer {
  status: number;
  body: unknown;
}

interface DataFile {
  path: unknown;
  raw: unknown;
  newPath?: unknown;
}

interface Asset {
  path: unknown;
  content: unknown;
  encoding: unknown;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A parameter that must be a list. */
function listOf<T>(value: unknown, name: string): T[] {
  if (!Array.isArray(value)) throw new EditorRequestError(`params.${name} must be a list`);
  return value as T[];
}

/** A parameter that must be an object. */
function objectOf<T>(value: unknown, name: string): T {
  if (typeof value !== 'object' || value === null)
    throw new EditorRequestError(`params.${name} must be an object`);
  return value as T;
}

/** An uploaded picture's bytes: Decap sends them in base64. */
function bytesOf(asset: Asset): Buffer {
  if (asset.encoding !== 'base64' || typeof asset.content !== 'string')
    throw new EditorRequestError(`the picture "${String(asset.path)}" must come in base64`);
  return Buffer.from(asset.content, 'base64');
}

/**
 * The actions Decap's proxy backend sends, in simple publish mode (what decap-server's file
 * system mode answers), over the editor's folders only: every path goes through EditorFiles,
 * which refuses anything outside them. The editorial workflow's actions are the Git backend's
 * (production); here they are unknown, as they are to decap-server's file system mode.
 */
export function editorActions(files: EditorFiles) {
  async function entry(file: { path: unknown; label?: unknown }) {
    const data = await files.read(file.path);
    return {
      data: data?.toString('utf8') ?? null,
      file: { path: file.path, label: file.label, id: data ? sha256(data) : null },
    };
  }

  async function mediaFile(requested: unknown) {
    const bytes = await files.read(requested);
    if (!bytes) throw new EditorRequestError(`"${String(requested)}" does not exist`);
    return {
      id: sha256(bytes),
      content: bytes.toString('base64'),
      encoding: 'base64',
      path: requested,
      name: path.posix.basename(String(requested)),
    };
  }

  const actions: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    async entriesByFolder({ folder, extension, depth }) {
      const names = await files.list(folder, String(extension ?? ''), Number(depth ?? 1));
      return Promise.all(names.map((name) => entry({ path: name })));
    },
    entriesByFiles: ({ files: wanted }) =>
      Promise.all(
        listOf<unknown>(wanted, 'files').map((file) =>
          entry(objectOf<{ path: unknown; label?: unknown }>(file, 'files[]')),
        ),
      ),
    getEntry: ({ path: wanted }) => entry({ path: wanted }),
    async persistEntry({ entry: single, dataFiles, assets }) {
      // Decap sends `dataFiles`; older versions sent one `entry`.
      const data =
        dataFiles === undefined && single !== undefined
          ? [objectOf<DataFile>(single, 'entry')]
          : listOf<DataFile>(dataFiles, 'dataFiles').map((file) =>
              objectOf<DataFile>(file, 'dataFiles[]'),
            );
      const pictures = listOf<Asset>(assets ?? [], 'assets').map((asset) =>
        objectOf<Asset>(asset, 'assets[]'),
      );
      // Every path is checked before anything is written: a refused one writes nothing.
      await Promise.all([
        ...data.flatMap((file) => [
          files.file(file.path),
          ...(file.newPath === undefined ? [] : [files.file(file.newPath)]),
        ]),
        ...pictures.map((asset) => files.file(asset.path)),
      ]);
      for (const file of data) {
        if (typeof file.raw !== 'string')
          throw new EditorRequestError(`the entry "${String(file.path)}" has no text`);
        await files.write(file.path, file.raw);
      }
      for (const asset of pictures) await files.write(asset.path, bytesOf(asset));
      if (data.every((file) => file.newPath !== undefined))
        for (const file of data) await files.move(file.path, file.newPath);
      return { message: 'entry persisted' };
    },
    async getMedia({ mediaFolder }) {
      const names = await files.list(mediaFolder, '', 1);
      return Promise.all(names.map(mediaFile));
    },
    getMediaFile: ({ path: wanted }) => mediaFile(wanted),
    async persistMedia({ asset }) {
      const picture = objectOf<Asset>(asset, 'asset');
      await files.write(picture.path, bytesOf(picture));
      return mediaFile(picture.path);
    },
    async deleteFile({ path: wanted }) {
      await files.remove(wanted);
      return { message: `deleted file ${String(wanted)}` };
    },
    async deleteFiles({ paths }) {
      const wanted = listOf<unknown>(paths, 'paths');
      await Promise.all(wanted.map((file) => files.file(file)));
      for (const file of wanted) await files.remove(file);
      return { message: `deleted files ${wanted.join(', ')}` };
    },
    getDeployPreview: async () => null,
  };

  return async function answer({ action, params }: EditorRequest): Promise<EditorAnswer> {
    const run =
      typeof action === 'string' && Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!run) return { status: 422, body: { error: `Unknown action ${String(action)}` } };
    try {
      return { status: 200, body: await run(params ?? {}) };
    } catch (error) {
      if (error instanceof EditorRequestError)
        return { status: 400, body: { error: error.message } };
      throw error;
    }
  };
}
