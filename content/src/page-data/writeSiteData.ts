import type { Content } from '../model/content';
import { writeSearchIndex } from '../search/writeSearchIndex';
import { buildPages, buildSiteData } from './buildPages';
import { contentHash } from './contentHash';
import { writePageData } from './writePageData';

/**
 * Everything of a build that is not a picture: the page data of every route, the site data,
 * build info and the search index.
 */
export function writeSiteData(
  content: Content,
  outDir: string,
  log: (line: string) => void = () => {},
): { hash: string; routes: string[] } {
  const pages = buildPages(content);
  const seen = new Set<string>();
  for (const page of pages) {
    // Validation keeps addresses unique; a repeat here would silently overwrite a page.
    if (seen.has(page.path)) throw new Error(`Two pages for ${page.path}`);
    seen.add(page.path);
  }
  const siteData = buildSiteData(content);
  const hash = contentHash(pages, siteData);
  log(`Writing ${pages.length} pages…`);
  const info = writePageData(outDir, pages, siteData, hash);
  // After the page data: writing it empties the data folder the index lives in.
  const indexSize = writeSearchIndex(outDir, content, hash);
  log(`Wrote the search index (${Math.round(indexSize / 1024)} KB before compression)`);
  return { hash, routes: info.routes };
}
