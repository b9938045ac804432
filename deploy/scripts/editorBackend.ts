import { startEditorBackendBeside } from '../accounts/editorBackendBeside';
import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { editorOriginOf } from '../nginx/localSite';

/**
 * The editor's backend on its own (a systemd unit, decision 401): the sign-in, the saves as
 * commits and the release console's calls, for the editor's origin of the site configuration,
 * behind nginx with ADMIN_ENABLED=1. `serve:nginx` starts the same beside nginx.
 */
runMain(async () => {
  const config = loadSiteConfig();
  const backend = await startEditorBackendBeside(config, editorOriginOf(config));
  const stop = () => void backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
