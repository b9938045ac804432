import CMS from 'decap-cms-app';

import { collections } from './config/collections';
import {
  CAMPAIGN_FILE_FORMAT,
  FOLDER_COLLECTIONS,
  formatName,
  JSON_FILE_FORMAT,
} from './config/folders';
import { campaignFile } from './format/campaignFile';
import type { Lookups } from './format/contentFormats';
import { folderFormats } from './format/folderFormats';
import { jsonFile } from './format/jsonFile';
import { previews } from './preview/previews';
import { editorBackend } from './start/editorBackend';
import { LOCAL_SITE_BACKEND, registerLocalSiteBackend } from './start/localSiteBackend';
import { loadLookups } from './start/loadLookups';
import { loadSiteData } from './start/loadSiteData';
import { registerSiteRemotes } from './start/registerSiteRemotes';
import { showEditorStatus } from './start/showEditorStatus';
import { siteStylesheets } from './start/siteStylesheets';

declare const ADMIN_GIT_REPO: string;
declare const ADMIN_GIT_BRANCH: string;

type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>['config'];
type PreviewTemplate = Parameters<typeof CMS.registerPreviewTemplate>[1];

/**
 * The editor at /admin/: Decap CMS with a collection for every content file, formats that write
 * the records the content build reads, and previews drawn by the site's own modules.
 */
async function start(): Promise<void> {
  const [backend, stylesheets, initialLookups] = await Promise.all([
    editorBackend(window.location.origin),
    siteStylesheets(),
    loadLookups(),
    registerSiteRemotes(),
    loadSiteData(),
  ]);
  let lookups: Lookups = initialLookups;
  const current = () => lookups;

  const configured = collections(backend.folders);
  const formats = folderFormats(configured, current);
  for (const name of FOLDER_COLLECTIONS)
    CMS.registerCustomFormat(formatName(name), 'json', formats[name]);
  CMS.registerCustomFormat(JSON_FILE_FORMAT, 'json', jsonFile);
  CMS.registerCustomFormat(CAMPAIGN_FILE_FORMAT, 'json', campaignFile);
  for (const [name, preview] of Object.entries(previews(current)))
    // Decap's type names Immutable's Map; a preview reads only `entry.get('data').toJS()`.
    CMS.registerPreviewTemplate(name, preview as unknown as PreviewTemplate);
  for (const href of stylesheets) CMS.registerPreviewStyle(href);
  // A store saved a moment ago is published in seconds: read the references again after a save.
  CMS.registerEventListener({
    name: 'postSave',
    handler: () => {
      window.setTimeout(() => {
        void loadLookups().then((fresh) => {
          lookups = fresh;
        });
      }, 5000);
    },
  });

  if (backend.local) registerLocalSiteBackend(CMS, backend.local);
  // The site's own backend publishes each save: the editor says how it went.
  if (backend.account)
    showEditorStatus(configured, backend.account.shop, (saved) =>
      CMS.registerEventListener({ name: 'postSave', handler: saved }),
    );

  CMS.init({
    config: {
      load_config_file: false,
      backend: backend.local
        ? { name: LOCAL_SITE_BACKEND, proxy_url: backend.local.backend }
        : { name: 'github', repo: ADMIN_GIT_REPO, branch: ADMIN_GIT_BRANCH },
      // The Git backend reviews every change (draft, in review, ready); the local one saves.
      publish_mode: backend.local ? 'simple' : 'editorial_workflow',
      // Uploads land in the content's images (served at /images/uploads/), a path the build's
      // image rule (IMAGE_URL in content/src/schema/common.ts) accepts for .png and .jpg files.
      media_folder: `${backend.folders.content}images/uploads`,
      public_folder: '/images/uploads',
      site_url: window.location.origin,
      show_preview_links: false,
      slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
      collections: configured,
    } as unknown as CmsConfig,
  });
}

start().catch((error: unknown) => {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.replaceChildren(message);
});
