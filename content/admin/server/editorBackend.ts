import type { Server } from 'node:http';
import { relative, resolve, sep } from 'node:path';

import express from 'express';

/** Where the editor's local backend listens: after the site's apps and its forms service. */
export const EDITOR_BACKEND_PORT_OFFSET = 6;

export interface EditorBackendOptions {
  port: number;
  /** The content folder the editor writes (CONTENT_DIR, or content/seed). */
  contentDir: string;
  /** The repository: the gift campaigns are its mf-gifts/campaigns. */
  repoRoot: string;
}

const HOST = '127.0.0.1';

/**
 * Decap CMS's local backend (decap-server's file-system mode) for the editor at /admin/, on
 * loopback only, so an editor on a fresh clone changes the content files at once. Its root is
 * the repository when the content is in it (then the gift campaigns are editable too), else the
 * content folder alone. `GET /settings.json` tells the editor where the folders are.
 */
export async function startEditorBackend({
  port,
  contentDir,
  repoRoot,
}: EditorBackendOptions): Promise<Server> {
  const content = resolve(contentDir);
  const inRepo = !relative(repoRoot, content).startsWith('..');
  const root = inRepo ? resolve(repoRoot) : content;
  const folder = (path: string) => {
    const shown = relative(root, path).split(sep).join('/');
    return shown === '' ? '' : `${shown}/`;
  };
  // decap-server reads its root from the environment when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = root;
  process.env.LOG_LEVEL ??= 'warn';
  // decap-server ships no types: its file-system backend at /api/v1 on an express app.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { registerLocalFs } = require('decap-server/dist/middlewares') as {
    registerLocalFs: (app: express.Express, options?: { logLevel?: string }) => Promise<void>;
  };
  const app = express();
  const settings = {
    content: folder(content),
    campaigns: inRepo
      ? folder(resolve(repoRoot, 'mf-gifts', 'campaigns')).replace(/\/$/, '')
      : null,
  };
  app.get('/settings.json', (_request, response) => {
    response.set('access-control-allow-origin', '*').json(settings);
  });
  await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL });
  return new Promise((resolveServer, reject) => {
    const server = app.listen(port, HOST, () => resolveServer(server));
    server.once('error', reject);
  });
}
