import path from 'node:path';
import type { SiteConfig } from '../config/siteConfig';
import { REPO_ROOT } from '../origins/siteApps';
import { releaseServiceAddress } from '../release-service/releaseClient';
import { ContentHistory } from './contentHistory';
import { startSiteEditorBackend } from './siteEditorBackend';

/**
 * The editor's backend of the site the configuration describes, at its address (the shell's
 * port + 7), for the editor at `editorOrigin`: the content folder the release service publishes
 * (CONTENT_DIR, content/seed by default) and, when that is the repository's, the gift campaigns.
 */
export async function startEditorBackendBeside(config: SiteConfig, editorOrigin: string) {
  const repositoryContent = path.join(REPO_ROOT, 'content/seed');
  const contentDir = path.resolve(process.env.CONTENT_DIR ?? repositoryContent);
  const backend = await startSiteEditorBackend({
    stateDir: config.folders.state,
    listen: config.listen.editorBackend,
    editorOrigin,
    shopOrigin: config.origins.shell,
    contentDir,
    ...(contentDir === repositoryContent
      ? { campaignsDir: path.join(REPO_ROOT, 'mf-gifts/campaigns') }
      : {}),
    shellDist: path.resolve(process.env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist')),
    releaseService: releaseServiceAddress(config),
    releasesRoot: config.folders.releases,
    history: await ContentHistory.of(contentDir),
  });
  console.log(`  editor backend ${backend.url} (content ${contentDir})`);
  return backend;
}
