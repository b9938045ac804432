import { createHash } from 'node:crypto';

import type { SiteData } from 'shared-lib/page-data';

import type { PageEntry } from './PageEntry';

/**
 * The build hash: the first 20 hex digits of a sha256 over all page data and site data. It
 * depends on content only (no time, no paths on disk), so the same content gives the same hash
 * and a browser holding an older hash knows to reload.
 */
export function contentHash(pages: readonly PageEntry[], siteData: Omit<SiteData, 'hash'>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(siteData));
  for (const page of pages) hash.update('\n').update(JSON.stringify(page));
  return hash.digest('hex').slice(0, 20);
}
