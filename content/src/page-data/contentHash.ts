import { createHash } from 'node:crypto';

import type { SiteData } from 'shared-lib/page-data';

import type { PageEntry } from './PageEntry';

/** JSON with the keys of every object sorted: the order a source lists fields in is no content. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

/**
 * The build hash: the first 20 hex digits of a sha256 over all page data and site data. It
 * depends on content only (no time, no paths on disk, not the order of a record's fields: the
 * files and Drupal list them differently), so the same content gives the same hash and a browser
 * holding an older hash knows to reload.
 */
export function contentHash(pages: readonly PageEntry[], siteData: Omit<SiteData, 'hash'>): string {
  const hash = createHash('sha256');
  hash.update(canonicalJson(siteData));
  for (const page of pages) hash.update('\n').update(canonicalJson(page));
  return hash.digest('hex').slice(0, 20);
}
