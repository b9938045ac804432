import type { RemoteModuleId } from 'shared-lib/contracts';
import type { TemplateName } from 'shared-lib/page-data';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyPage, type ShellPage } from './lazyPage';

// Each template's script is loaded by the pages that use it only: a store page (a remote's
// template) loads none of the blocks, search or hours code (decision 291).
const contentPage = lazyPage('page-content', () =>
  import(/* webpackChunkName: "page-content" */ '../pages/ContentPage').then((m) => m.ContentPage),
);
const tradingHoursPage = lazyPage('page-trading-hours', () =>
  import(/* webpackChunkName: "page-trading-hours" */ '../pages/TradingHoursPage').then(
    (m) => m.TradingHoursPage,
  ),
);
const searchPage = lazyPage('page-search', () =>
  import(/* webpackChunkName: "page-search" */ '../pages/SearchPage').then((m) => m.SearchPage),
);
// The 404 page is tiny and is also what an unknown template shows: always at hand.
const notFoundPage: ShellPage = { Component: NotFoundPage, preload: async () => undefined };

/** Templates the shell renders itself. */
export const shellPages: Partial<Record<TemplateName, ShellPage>> = {
  home: contentPage,
  'content-page': contentPage,
  information: contentPage,
  jobs: contentPage,
  'trading-hours': tradingHoursPage,
  search: searchPage,
  'not-found': notFoundPage,
};

/** Templates rendered by a page module of a remote. */
export const remotePages: Partial<Record<TemplateName, RemoteModuleId>> = {
  'store-directory': 'stores/StoreDirectoryPage',
  'store-detail': 'stores/StoreDetailPage',
  'centre-map': 'stores/CentreMapPage',
  offers: 'whats_on/OffersPage',
  'offer-detail': 'whats_on/OfferDetailPage',
  'whats-on': 'whats_on/WhatsOnPage',
  'article-detail': 'whats_on/ArticleDetailPage',
  'event-detail': 'whats_on/EventDetailPage',
  'job-listing': 'whats_on/JobListingPage',
  'gift-generator': 'gifts/GiftGeneratorPage',
  'gift-detail': 'gifts/GiftDetailPage',
};

/** Loads the script of a template the shell renders itself; nothing for a remote's template. */
export function preloadShellPage(template: string): Promise<void> {
  return shellPages[template as TemplateName]?.preload() ?? Promise.resolve();
}
