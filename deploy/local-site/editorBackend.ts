import type { Server } from 'node:http';
import path from 'node:path';
import express from 'express';
import { EDITOR_BACKEND } from 'shared-lib/apps';
import { HOST } from './serveSite';

export interface EditorBackendOptions {
  /** The site's (shell's) port: the backend listens at its offset from it. */
  shellPort: number;
  /** The content folder the editor writes. */
  contentDir: string;
  /** The repository: its mf-gifts/campaigns are editable when the content is inside it. */
  repoRoot: string;
}

/** decap-server's file-system backend (it ships no types). */
interface DecapMiddlewares {
  registerLocalFs: (app: express.Express) => Promise<void>;
}

/** A folder as the editor names it: relative to the backend's root, ending in "/". */
const folderOf = (root: string, dir: string) => {
  const relative = path.relative(root, dir).split(path.sep).join('/');
  return relative === '' ? '' : `${relative}/`;
};

/**
 * The editor's local backend (decap-server's file-system mode) on loopback, so that on a fresh
 * clone an editor at /admin/ changes the content files at once. Its root is the repository when
 * the content is inside it (the gift campaigns are editable too, and `git diff` shows an edit),
 * else the content folder alone. `GET /settings.json` tells the editor where the folders are.
 */
export async function startEditorBackend({
  shellPort,
  contentDir,
  repoRoot,
}: EditorBackendOptions): Promise<Server> {
  const content = path.resolve(contentDir);
  const inRepo = !path.relative(repoRoot, content).startsWith('..');
  const root = inRepo ? path.resolve(repoRoot) : content;
  // decap-server reads its root from the environment when its routes are registered.
  process.env.GIT_REPO_DIRECTORY = root;
  process.env.LOG_LEVEL ??= 'warn';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { registerLocalFs } = require('decap-server/dist/middlewares') as DecapMiddlewares;
  const app = express();
  const settings = {
    content: folderOf(root, content),
    campaigns: inRepo
      ? folderOf(root, path.join(repoRoot, 'mf-gifts', 'campaigns')).slice(0, -1)
      : null,
  };
  app.get('/settings.json', (_request, response) => {
    response.set('access-control-allow-origin', '*').json(settings);
  });
  await registerLocalFs(app);
  return new Promise((resolve, reject) => {
    const server = app.listen(shellPort + EDITOR_BACKEND.portOffset, HOST, () => resolve(server));
    server.once('error', reject);
  });
}

/** The editor backend's address beside the site on `shellPort`. */
export const editorBackendUrl = (shellPort: number) =>
  `http://${HOST}:${shellPort + EDITOR_BACKEND.portOffset}/api/v1`;
