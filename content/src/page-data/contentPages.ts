import type { Page } from 'shared-lib/content';
import { homePath, matchRoute } from 'shared-lib/routes';

import { pageEntry, type PageEntry } from './PageEntry';
import { relatedFor } from './relatedFor';
import { shareFor } from './share';
import type { SiteIndex } from './SiteIndex';

/** The page-data template of a page's own address: '/information/' and '/jobs/' have their own. */
function templateOf(page: Page): 'home' | 'information' | 'jobs' | 'content-page' {
  if (page.type === 'homepage') return 'home';
  const route = matchRoute(page.path.alias).name;
  return route === 'information' || route === 'jobs' ? route : 'content-page';
}

function pageAt(
  page: Page,
  path: string,
  template: ReturnType<typeof templateOf>,
  index: SiteIndex,
): PageEntry {
  const { site } = index.content;
  const title = page.title;
  const share = shareFor(
    {
      title: page.metaTitle ?? title,
      path,
      images: [page.metaImage, page.banner],
      descriptions: [page.metaDescription],
    },
    site,
  );
  return pageEntry(template, path, title, share, { page, related: relatedFor(page, index) });
}

/**
 * Home ('/', served from the homepage item, titled 'Home') and every page at its own alias
 * (the homepage item's alias renders the home template too).
 */
export function contentPages(index: SiteIndex): PageEntry[] {
  const entries: PageEntry[] = [];
  const homepage = index.content.pages.find((page) => page.type === 'homepage');
  if (homepage) entries.push(pageAt({ ...homepage, title: 'Home' }, homePath(), 'home', index));
  const byAlias = [...index.content.pages].sort((a, b) => (a.path.alias < b.path.alias ? -1 : 1));
  for (const page of byAlias) entries.push(pageAt(page, page.path.alias, templateOf(page), index));
  return entries;
}
