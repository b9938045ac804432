import path from 'node:path';
import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { startEditorBackend } from '../local-site/editorBackend';
import { formsApiHealthUrl, startFormsApiBeside } from '../local-site/formsApiBeside';
import { publishOnSave } from '../local-site/publishOnSave';
import { serveUntilStopped } from '../local-site/serveUntilStopped';
import { siteEventsHealthUrl, startSiteEventsBeside } from '../local-site/siteEventsBeside';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * `npm start`, after `npm run build`: serve the shell and each remote on loopback, with the form
 * intake service beside them at the shell's port + 5, where the shell's server passes
 * `/restful_forms/` on to it (the forms work out of the box), the site events service at + 6
 * behind `/site-events/`, the release service at + 8, and the editor at /admin/ with its local
 * backend at + 7, over content/seed and mf-gifts/campaigns only, for this start's editor page
 * only (decision 305): every save under content/seed is published as a new generation. The
 * services exit with this process. The addresses are the site configuration's (deploy/config).
 */
runMain(async () => {
  const config = loadSiteConfig();
  const contentDir = path.join(REPO_ROOT, 'content/seed');
  startFormsApiBeside(config);
  console.log(`  forms-api    ${formsApiHealthUrl(config)}`);
  startSiteEventsBeside(config);
  console.log(`  site-events  ${siteEventsHealthUrl(config)}`);
  await serveUntilStopped(config);
  const backend = await startEditorBackend({
    shellPort: config.port,
    stateDir: config.folders.state,
    contentDir,
    campaignsDir: path.join(REPO_ROOT, 'mf-gifts/campaigns'),
  });
  publishOnSave(config.port, contentDir);
  console.log(`  editor       ${config.origins.shell}/admin/ (backend ${backend.url})`);
  console.log(`  publishing   every save under ${path.relative(REPO_ROOT, contentDir)}/`);
});
