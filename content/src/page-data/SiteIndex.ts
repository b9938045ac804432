import { layoutCentrePlan, shopDirections } from 'shared-lib/centre-plan';
import type {
  Article,
  Category,
  CentrePlanDrawing,
  Event,
  Gift,
  JobListing,
  Offer,
  Store,
  StoreLocation,
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
  gifts: Gift[];
  giftsById: Map<string, Gift>;
  articles: Article[];
  events: Event[];
  jobs: JobListing[];
  categories: Category[];
  plan: CentrePlanDrawing;
  /** Directions to every shop on the plan, by shop number. */
  locations: Map<string, StoreLocation>;
}

export function indexContent(content: Content): SiteIndex {
  const stores = [...content.stores].sort(byTitle);
  const logos = new Map(content.stores.map((store) => [store.id, store.logo]));
  // Offer cards lead with the store's logo: each offer carries it from its store's record.
  const offers = content.offers
    .map((offer) => {
      const logo = logos.get(offer.store.nid);
      return logo ? { ...offer, store: { ...offer.store, logo } } : offer;
    })
    .sort(offersByExpiry);
  const gifts = [...content.gifts].sort(byTitle);
  const storeAtShop = new Map(content.stores.map((store) => [store.shopNumber, store.title]));
  return {
    content,
    stores,
    storeSummaries: stores.map(toStoreSummary),
    storesById: new Map(stores.map((store) => [store.id, store])),
    storesByPath: new Map(stores.map((store) => [store.path.alias, store])),
    offers,
    gifts,
    giftsById: new Map(gifts.map((gift) => [gift.id, gift])),
    articles: [...content.articles].sort(articlesNewestFirst),
    events: [...content.events].sort(eventsByStart),
    jobs: [...content.jobs].sort(byTitle),
    categories: categoriesInTreeOrder(content.categories),
    plan: layoutCentrePlan(content.centrePlan),
    locations: shopDirections(content.centrePlan, (shopNumber) => storeAtShop.get(shopNumber)),
  };
}
