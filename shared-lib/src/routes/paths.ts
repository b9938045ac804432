/** Builders for the addresses of the route table, used by the router and every link. */

export const homePath = (): string => '/';
export const storePath = (storeSlug: string): string => `/stores/${storeSlug}/`;
export const giftPath = (storeSlug: string, giftSlug: string): string =>
  `/stores/${storeSlug}/gift/${giftSlug}/`;
export const offerPath = (offerSlug: string): string => `/offers/${offerSlug}/`;
export const articlePath = (articleSlug: string): string => `/whats-on/news/${articleSlug}/`;
export const eventPath = (eventSlug: string): string => `/whats-on/events/${eventSlug}/`;
export const jobPath = (jobSlug: string): string => `/jobs/${jobSlug}/`;

/** `/stores/`, or `/stores/?category={id}` for one category. */
export const storeDirectoryPath = (category?: number): string =>
  category === undefined ? '/stores/' : `/stores/?category=${category}`;

export type WhatsOnFilter = 'all' | 'news' | 'events' | 'blog' | 'articles';
export const whatsOnPath = (filter?: WhatsOnFilter): string =>
  filter === undefined ? '/whats-on/' : `/whats-on/?filter=${filter}`;

export const offersPath = (): string => '/offers/';
export const searchPath = (q?: string): string =>
  q === undefined ? '/search/' : `/search/?q=${encodeURIComponent(q)}`;
export const giftGeneratorPath = (category?: number): string =>
  category === undefined ? '/gift-generator/' : `/gift-generator/?category=${category}`;
export const notFoundPath = (): string => '/404/';
export const tradingHoursPath = (): string => '/trading-hours/';
/** `/centre-map/`, or `/centre-map/#shop-T12` with shop T12 marked on the plan (decision 243). */
export const centreMapPath = (shopNumber?: string): string =>
  shopNumber === undefined ? '/centre-map/' : `/centre-map/#${planShopId(shopNumber)}`;
/** The id of a shop's shape on the centre plan, the address fragment that marks it. */
export const planShopId = (shopNumber: string): string => `shop-${shopNumber}`;
export const informationPath = (): string => '/information/';
export const jobsPath = (): string => '/jobs/';
/**
 * The service worker's script on the shell's origin: at the root, so its scope is the whole site
 * (decision 331).
 */
export const SERVICE_WORKER_PATH = '/service-worker.js';
/**
 * A staged candidate's preview address: `/__preview/{token}/` followed by any page's path. The
 * servers answer it (deploy/site-state/routeRequest.ts); the service worker leaves it alone.
 */
export const PREVIEW_PREFIX = '/__preview/';
