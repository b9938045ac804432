import type {
  Article,
  Category,
  Event,
  Gift,
  JobListing,
  Offer,
  Store,
  StoreSummary,
} from 'shared-lib/content';

import type { Content } from '../model/content';
import {
  articlesNewestFirst,
  byTitle,
  categoriesInTreeOrder,
  eventsByStart,
  offersByExpiry,
} from './ordering';
import { toStoreSummary } from './summaries';

/** Content sorted once and indexed by id, shared by every page builder. */
export interface SiteIndex {
  content: Content;
  stores: Store[];
  storeSummaries: StoreSummary[];
  storesById: Map<string, Store>;
  storesByPath: Map<string, Store>;
  offers: Offer[];
  offersById: Map<string, Offer>;
  gifts: Gift[];
  giftsById: Map<string, Gift>;
  articles: Article[];
  events: Event[];
  jobs: JobListing[];
  categories: Category[];
}

export function indexContent(content: Content): SiteIndex {
  const stores = [...content.stores].sort(byTitle);
  const offers = [...content.offers].sort(offersByExpiry);
  const gifts = [...content.gifts].sort(byTitle);
  return {
    content,
    stores,
    storeSummaries: stores.map(toStoreSummary),
    storesById: new Map(stores.map((store) => [store.id, store])),
    storesByPath: new Map(stores.map((store) => [store.path.alias, store])),
    offers,
    offersById: new Map(offers.map((offer) => [offer.id, offer])),
    gifts,
    giftsById: new Map(gifts.map((gift) => [gift.id, gift])),
    articles: [...content.articles].sort(articlesNewestFirst),
    events: [...content.events].sort(eventsByStart),
    jobs: [...content.jobs].sort(byTitle),
    categories: categoriesInTreeOrder(content.categories),
  };
}
