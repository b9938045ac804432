import type {
  Article,
  CentrePlan,
  CarouselSlide,
  Category,
  Event,
  Gift,
  JobListing,
  Menus,
  Offer,
  OpeningHours,
  Page,
  SiteMetadata,
  Store,
} from 'shared-lib/content';

/** The whole validated content set: what every later build step reads. */
export interface Content {
  site: SiteMetadata;
  menus: Menus;
  openingHours: OpeningHours;
  centrePlan: CentrePlan;
  categories: Category[];
  stores: Store[];
  offers: Offer[];
  articles: Article[];
  events: Event[];
  gifts: Gift[];
  jobs: JobListing[];
  slides: CarouselSlide[];
  pages: Page[];
}

/**
 * Files of a content directory, relative to it. A list collection is a folder of the same name
 * with one file per item (`stores/nike.json`) or, without it, this one list file; `pages/` holds
 * one page per `.json` file (decision 262).
 */
export const CONTENT_FILES = {
  site: 'site.json',
  menus: 'menus.json',
  openingHours: 'opening-hours.json',
  centrePlan: 'centre-plan.json',
  categories: 'categories.json',
  stores: 'stores.json',
  offers: 'offers.json',
  articles: 'articles.json',
  events: 'events.json',
  gifts: 'gifts.json',
  jobs: 'jobs.json',
  slides: 'slides.json',
} as const satisfies Record<Exclude<keyof Content, 'pages'>, string>;

export const PAGES_DIR = 'pages';
