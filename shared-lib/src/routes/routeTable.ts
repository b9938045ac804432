/**
 * The site's route table (docs/reference/routes.md): trailing slashes, no path prefix. The shell's router
 * and every link in the remotes use it. Paths ending in '/' are canonical; `*` is any other path,
 * answered by a content page when page data exists for it and by the 404 page otherwise.
 */
export const routeTable = [
  { name: 'home', pattern: '/' },
  { name: 'store-directory', pattern: '/stores/' },
  { name: 'gift-detail', pattern: '/stores/:storeSlug/gift/:giftSlug/' },
  { name: 'store-detail', pattern: '/stores/:storeSlug/' },
  { name: 'offers', pattern: '/offers/' },
  { name: 'offer-detail', pattern: '/offers/:offerSlug/' },
  { name: 'whats-on', pattern: '/whats-on/' },
  { name: 'article-detail', pattern: '/whats-on/news/:articleSlug/' },
  { name: 'event-detail', pattern: '/whats-on/events/:eventSlug/' },
  { name: 'trading-hours', pattern: '/trading-hours/' },
  { name: 'centre-map', pattern: '/centre-map/' },
  { name: 'information', pattern: '/information/' },
  { name: 'gift-generator', pattern: '/gift-generator/' },
  { name: 'search', pattern: '/search/' },
  { name: 'jobs', pattern: '/jobs/' },
  { name: 'job-listing', pattern: '/jobs/:jobSlug/' },
  { name: 'not-found', pattern: '/404/' },
  { name: 'content-page', pattern: '*' },
] as const;

export type RouteName = (typeof routeTable)[number]['name'];
