import type { ComponentType } from 'react';
import type { RemoteModuleId } from 'shared-lib/contracts';
import type { PageData, TemplateName } from 'shared-lib/page-data';
import { ContentPage } from '../pages/ContentPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SearchPage } from '../pages/SearchPage';
import { TradingHoursPage } from '../pages/TradingHoursPage';

/** Templates the shell renders itself. */
export const shellPages: Partial<Record<TemplateName, ComponentType<{ pageData: PageData }>>> = {
  home: ContentPage,
  'content-page': ContentPage,
  information: ContentPage,
  jobs: ContentPage,
  'trading-hours': TradingHoursPage,
  search: SearchPage,
  'not-found': NotFoundPage,
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
