import path from 'node:path';
import { startEditorBackend } from '../local-site/editorBackend';
import { formsApiHealthUrl, startFormsApiBeside } from '../local-site/formsApiBeside';
import { publishOnSave } from '../local-site/publishOnSave';
import { siteStateDir } from '../generations/siteState';
import { serve } from './serve';
import { siteEventsHealthUrl, startSiteEventsBeside } from '../local-site/siteEventsBeside';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * `npm start`, after `npm run build`: serve the shell and each remote on loopback, with the form
 * intake service beside them at the shell's port + 5, where the shell's server passes
 * `/restful_forms/` on to it (the forms work out of the box), the site events service at + 6
 * behind `/site-events/`, and the editor at /admin/ with its local backend at + 7, over
 * content/seed and mf-gifts/campaigns only, for this start's editor page only (decision 305):
 * every save under content/seed is published as a new generation. The services exit with this
 * process.
 */
const port = Number(process.env.PORT ?? 8080);
const contentDir = path.join(REPO_ROOT, 'content/seed');
startFormsApiBeside(port);
console.log(`  forms-api    ${formsApiHealthUrl(port)}`);
startSiteEventsBeside(port, siteStateDir(REPO_ROOT, port));
console.log(`  site-events  ${siteEventsHealthUrl(port)}`);
serve()
  .then(async () => {
    const backend = await startEditorBackend({
      shellPort: port,
      stateDir: siteStateDir(REPO_ROOT, port),
      contentDir,
      campaignsDir: path.join(REPO_ROOT, 'mf-gifts/campaigns'),
    });
    publishOnSave(port, contentDir);
    console.log(`  editor       http://127.0.0.1:${port}/admin/ (backend ${backend.url})`);
    console.log(`  publishing   every save under ${path.relative(REPO_ROOT, contentDir)}/`);
  })
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
