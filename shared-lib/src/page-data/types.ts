import type { Page } from '../content/blocks';
import type {
  Article,
  CarouselSlide,
  CentrePlanDrawing,
  Category,
  Event,
  Gift,
  JobListing,
  Menus,
  Offer,
  OpeningHours,
  ShareMetadata,
  SiteMetadata,
  Store,
  StoreLocation,
  StoreRef,
  StoreSummary,
} from '../content/types';
import type { RouteName } from '../routes/routeTable';

/**
 * What the blocks of a content page need besides the page itself, resolved by the content build
 * (a key is present only when a block of the page uses it). Date rules (visible offers, upcoming
 * events) are applied in the browser, so these lists are unfiltered by date.
 */
export interface RelatedContent {
  slides?: CarouselSlide[];
  events?: Event[];
  articles?: Article[];
  offers?: Offer[];
  jobs?: JobListing[];
  stores?: StoreSummary[];
  categories?: Category[];
  gifts?: Gift[];
}

export interface ContentPageContext {
  page: Page;
  related: RelatedContent;
}

/** A store in the centre map's store finder, A to Z. */
export interface CentreMapStore extends StoreLocation {
  title: string;
  /** The store's page. */
  path: string;
}

/** The page-data context for each route of the route table. */
export interface PageContexts {
  home: ContentPageContext;
  'content-page': ContentPageContext;
  information: ContentPageContext;
  'store-directory': { stores: StoreSummary[]; categories: Category[] };
  'store-detail': {
    store: Store;
    offers: Offer[];
    gifts: Gift[];
    similarStores: StoreSummary[];
    /** The centre plan, to show the store's shop on it, and the way there in words. */
    plan: CentrePlanDrawing;
    location: StoreLocation;
  };
  'centre-map': { plan: CentrePlanDrawing; stores: CentreMapStore[] };
  'gift-detail': { gift: Gift; store: Store };
  offers: { offers: Offer[] };
  'offer-detail': { offer: Offer };
  'whats-on': { articles: Article[]; events: Event[] };
  'article-detail': { article: Article };
  'event-detail': { event: Event };
  'trading-hours': { openingHours: OpeningHours };
  'gift-generator': { gifts: Gift[]; categories: Category[] };
  search: Record<string, never>;
  jobs: ContentPageContext;
  'job-listing': { job: JobListing; store: StoreRef | null };
  'not-found': Record<string, never>;
}

export type TemplateName = keyof PageContexts & RouteName;

/** One `/assets/data/{path}/index.json` file. */
export interface PageData<T extends TemplateName = TemplateName> {
  /** Build hash; must equal the `build-hash` meta tag of the HTML that loads it. */
  hash: string;
  template: T;
  /** The canonical path of the page, with its trailing slash. */
  path: string;
  /** Page title without the site name; the shell applies '%s - {siteName}'. */
  title: string;
  share: ShareMetadata;
  context: PageContexts[T];
}

/** `/assets/data/site-data.json`: what every page's header and footer need. */
export interface SiteData {
  hash: string;
  site: SiteMetadata;
  menus: Menus;
  openingHours: OpeningHours;
}

/** Props every page module exposed by a remote receives from the shell. */
export interface PageProps<T extends TemplateName> {
  pageData: PageData<T>;
}
