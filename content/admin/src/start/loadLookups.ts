import type { PageData } from 'shared-lib/page-data';
import { pageDataUrl } from 'shared-lib/routes';

import type { Lookups } from '../format/contentFormats';

/**
 * The stores and categories references are written from: the served store directory's page
 * data, so a store saved a moment ago (published in seconds) is there on the next load.
 */
export async function loadLookups(): Promise<Lookups> {
  const response = await fetch(pageDataUrl('/stores/'), { cache: 'no-store' });
  if (!response.ok) throw new Error(`The store list could not be read (HTTP ${response.status})`);
  const { context } = (await response.json()) as PageData<'store-directory'>;
  return {
    stores: new Map(
      context.stores.map((store) => [store.id, { title: store.title, alias: store.path.alias }]),
    ),
    categories: new Map(
      context.categories.map((category) => [
        category.tid,
        { name: category.name, parent: category.parent },
      ]),
    ),
  };
}
