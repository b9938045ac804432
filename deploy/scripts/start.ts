import path from 'node:path';
import {
  EDITOR_BACKEND_PORT_OFFSET,
  startEditorBackend,
} from '../../content/admin/server/editorBackend';
import { buildAll } from './buildAll';
import { formsApiHealthUrl, startFormsApiBeside } from './formsApiBeside';
import { publishOnSave } from './publishOnSave';
import { serve } from './serve';
import { REPO_ROOT } from './siteApps';

/**
 * `npm start`: build everything, then serve the shell and each remote on loopback, with the form
 * intake service beside them at the shell's port + 5, where the shell's server passes
 * `/restful_forms/` on to it (the forms work out of the box; it exits with this process). The
 * editor at /admin/ saves through its local backend at the shell's port + 6, and every save is
 * published in seconds (CONTENT_DIR, else content/seed).
 */
const port = Number(process.env.PORT ?? 8080);
buildAll();
startFormsApiBeside(port);
console.log(`  forms-api    ${formsApiHealthUrl(port)}`);
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(REPO_ROOT, 'content/seed'));
serve()
  .then(async () => {
    const editorPort = port + EDITOR_BACKEND_PORT_OFFSET;
    await startEditorBackend({ port: editorPort, contentDir, repoRoot: REPO_ROOT });
    console.log(`  editor       http://127.0.0.1:${port}/admin/ (backend on ${editorPort})`);
    publishOnSave({ contentDir, siteDir: path.join(REPO_ROOT, 'shell/dist') });
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
