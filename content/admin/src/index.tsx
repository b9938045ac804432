import CMS from 'decap-cms-app';
import 'shared-lib/styles/site.css';
import '../../../shell/src/styles/site.css';

import { collections, FOLDER_COLLECTIONS, type ContentFolders } from './config/collections';
import { contentFormat, type FieldShape, type Lookups } from './format/contentFormats';
import { loadLookups } from './loadLookups';
import { previews } from './previews';

/** The editor's local backend listens at the site's port + 6 (content/admin/server). */
const BACKEND_PORT_OFFSET = 6;
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

declare const ADMIN_GIT_REPO: string;
declare const ADMIN_GIT_BRANCH: string;

async function start(): Promise<void> {
  const local = LOCAL_HOSTS.includes(window.location.hostname);
  const backendOrigin = `http://127.0.0.1:${Number(window.location.port || 80) + BACKEND_PORT_OFFSET}`;
  const folders: ContentFolders = local
    ? ((await (await fetch(`${backendOrigin}/settings.json`)).json()) as ContentFolders)
    : { content: 'content/seed/', campaigns: 'mf-gifts/campaigns' };
  let lookups: Lookups = await loadLookups();
  const current = () => lookups;

  const configured = collections(folders);
  const fieldsOf = (name: string) =>
    (configured.find((collection) => collection.name === name)?.fields ?? []) as FieldShape[];
  for (const name of FOLDER_COLLECTIONS)
    CMS.registerCustomFormat(
      `content-${name}`,
      'json',
      contentFormat(name, current, fieldsOf(name)),
    );
  for (const [name, preview] of Object.entries(previews(current)))
    CMS.registerPreviewTemplate(
      name,
      // Decap's type names Immutable's Map; a preview reads only `entry.get('data').toJS()`.
      preview as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1],
    );
  const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (stylesheet) CMS.registerPreviewStyle(stylesheet.href);
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

  CMS.init({
    config: {
      load_config_file: false,
      backend: { name: 'github', repo: ADMIN_GIT_REPO, branch: ADMIN_GIT_BRANCH },
      // The Git backend reviews every change (draft, in review, ready); the local one saves.
      publish_mode: local ? 'simple' : 'editorial_workflow',
      local_backend: { url: `${backendOrigin}/api/v1`, allowed_hosts: LOCAL_HOSTS },
      media_folder: `${folders.content}images/uploads`,
      public_folder: '/images/uploads',
      site_url: window.location.origin,
      show_preview_links: false,
      slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
      collections: configured,
    } as unknown as Parameters<typeof CMS.init>[0] extends { config: infer C } | undefined
      ? C
      : never,
  });
}

void start().catch((error: Error) => {
  document.body.textContent = `The editor could not start: ${error.message}`;
});
