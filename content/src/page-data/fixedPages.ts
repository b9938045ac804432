import {
  centreMapPath,
  giftGeneratorPath,
  notFoundPath,
  searchPath,
  tradingHoursPath,
} from 'shared-lib/routes';

import { locationOf } from './locationOf';

import { pageEntry, type PageEntry } from './PageEntry';
import { shareFor } from './share';
import type { SiteIndex } from './SiteIndex';

/**
 * Screens without a content record of their own: trading hours, the centre map, gift generator,
 * search, 404.
 */
export function fixedPages(index: SiteIndex): PageEntry[] {
  const { site, openingHours } = index.content;
  const share = (title: string, path: string) => shareFor({ title, path }, site);
  return [
    pageEntry(
      'trading-hours',
      tradingHoursPath(),
      'Trading Hours',
      share('Trading Hours', tradingHoursPath()),
      { openingHours },
    ),
    pageEntry('centre-map', centreMapPath(), 'Centre Map', share('Centre Map', centreMapPath()), {
      plan: index.plan,
      stores: index.stores.map((store) => ({
        ...locationOf(index, store),
        title: store.title,
        path: store.path.alias,
      })),
    }),
    pageEntry(
      'gift-generator',
      giftGeneratorPath(),
      'Gift Generator',
      share('Gift Generator', giftGeneratorPath()),
      {
        gifts: index.gifts,
        categories: index.categories,
      },
    ),
    // Search results are computed in the browser from the search index; the page needs no data.
    pageEntry('search', searchPath(), 'Search', share('Search', searchPath()), {}),
    pageEntry(
      'not-found',
      notFoundPath(),
      'Page Not Found',
      share('Page Not Found', notFoundPath()),
      {},
    ),
  ];
}
