import { articlePath, eventPath, jobPath, offerPath, storePath } from 'shared-lib/routes';

const FOLDER_PAGES: Record<string, (slug: string) => string> = {
  stores: storePath,
  offers: offerPath,
  articles: articlePath,
  events: eventPath,
  jobs: jobPath,
};

/**
 * The page of the site a saved content file shows on, for the editor's "live at" link: an item's
 * own page, a content page's address (`path.alias`), else the home page (settings, menus, hours,
 * slides and the like show on every page).
 */
export function changedPage(editorPath: string, text: string | null): string {
  const match = /^content\/seed\/([a-z-]+)\/([a-z0-9-]+)\.json$/.exec(editorPath);
  if (!match) return '/';
  const [, folder, slug] = match as unknown as [string, string, string];
  const page = FOLDER_PAGES[folder];
  if (page) return page(slug);
  if (folder === 'pages' && text) {
    try {
      const alias = (JSON.parse(text) as { path?: { alias?: unknown } }).path?.alias;
      if (typeof alias === 'string' && alias.startsWith('/')) return alias;
    } catch {
      return '/';
    }
  }
  return '/';
}
