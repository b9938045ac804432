import type { SiteData } from 'shared-lib/page-data';

import type { Content } from '../model/content';
import { contentPages } from './contentPages';
import { editorialPages } from './editorialPages';
import { fixedPages } from './fixedPages';
import type { PageEntry } from './PageEntry';
import { retailPages } from './retailPages';
import { indexContent } from './SiteIndex';

/** One page-data entry per route of the site, in a fixed order (home first, 404 last). */
export function buildPages(content: Content): PageEntry[] {
  const index = indexContent(content);
  return [
    ...contentPages(index),
    ...retailPages(index),
    ...editorialPages(index),
    ...fixedPages(index),
  ];
}

/** What every page's header and footer need, before the hash is known. */
export function buildSiteData(content: Content): Omit<SiteData, 'hash'> {
  return { site: content.site, menus: content.menus, openingHours: content.openingHours };
}
