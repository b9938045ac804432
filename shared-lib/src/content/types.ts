/**
 * Content records as the headless content system delivers them (docs/reference/content.md).
 * Field names follow the source (`path.alias`, `body.processed`, `expiry.value`, ...) so that any
 * content adapter maps into this one shape and components never learn where content came from.
 */

/** A raster image; an image without alt text is hidden from assistive technology. */
export interface Image {
  url: string;
  alt?: string;
  width: number;
  height: number;
  /** Where the picture's subject is, in percent from its left and top edges: kept in view when a
   *  frame of another shape crops the picture (the centre when absent). */
  focus?: FocalPoint;
}

export interface FocalPoint {
  x: number;
  y: number;
}

export interface PathAlias {
  alias: string;
}

export interface ProcessedText {
  processed: string;
}

export interface DateValue {
  /** ISO date (yyyy-MM-dd) or date-time, read in Australia/Canberra time. */
  value: string;
}

export interface UrlPath {
  path: string;
}

export type ArticleType = 'news' | 'blog';

export const RECIPIENT_CATEGORIES = ['For Him', 'For Her', 'Home', 'Kids'] as const;
export type RecipientCategory = (typeof RECIPIENT_CATEGORIES)[number];

/** Taxonomy term; `parent` 0 marks a top-level category, `weight` orders siblings from 0. */
export interface Category {
  id: string;
  tid: number;
  name: string;
  parent: number;
  weight: number;
}

/** The category reference a store carries. */
export interface StoreCategoryRef {
  id: number;
  title: string;
  parent: number;
}

export interface StoreRef {
  nid: string;
  title: string;
  url: UrlPath;
}

export interface Store {
  id: string;
  type: 'store';
  title: string;
  path: PathAlias;
  about: ProcessedText;
  category: StoreCategoryRef[];
  thumb: Image;
  logo: Image;
  web: string | null;
  phone: string | null;
  giftcards: boolean;
  shopNumber: string;
  map: Image;
  banner: Image | null;
  metaDesc: string;
  /**
   * Ids of the store's gifts, in the order its gift slider shows them. Its offers are the offers
   * that name it (shared-lib/offers offersOfStore): an offer is chosen for its store on the offer.
   */
  gifts: string[];
}

/**
 * What a list of stores needs of each store. `about` is included because the store search
 * matches the title plus the about text (docs/reference/rules.md#validation).
 */
export type StoreSummary = Pick<
  Store,
  'id' | 'title' | 'path' | 'logo' | 'category' | 'about' | 'shopNumber'
>;

/** The store an offer is from; the content build adds the store's logo, which leads offer cards. */
export interface OfferStore extends StoreRef {
  logo?: Image;
}

export interface Offer {
  id: string;
  type: 'offer';
  store: OfferStore;
  title: string;
  terms: string | null;
  pubDate: DateValue | null;
  expiry: DateValue;
  thumb: Image;
  banner: Image | null;
  details: ProcessedText;
  path: PathAlias;
}

export interface Article {
  id: string;
  typename: 'article';
  articleType: ArticleType;
  title: string;
  summary: string;
  pubDate: DateValue;
  expiryDate?: DateValue;
  thumbnail: Image;
  banner: Image | null;
  body: ProcessedText;
  metaImage?: Image;
  metaDescription?: string;
  path: PathAlias;
}

export interface Event {
  id: string;
  title: string;
  summary: string;
  thumbnail: Image;
  startDate: DateValue;
  endDate: DateValue;
  banner: Image | null;
  body: ProcessedText;
  metaImage?: Image;
  metaDescription?: string;
  path: PathAlias;
}

export interface Gift {
  id: string;
  title: string;
  description?: ProcessedText;
  image: { entity: { image: Image; thumbnail: Image } };
  price: number;
  originalPrice?: number;
  /** Store category ids the gift belongs to. */
  categories: number[];
  recipientCategories: RecipientCategory[];
  path: PathAlias;
  store: { entity: StoreRef };
}

export interface JobListing {
  id: string;
  title: string;
  body: ProcessedText;
  thumb: Image;
  employer: { title: string; url: UrlPath };
  terms: string | null;
  jobemail: string;
  show: boolean;
  path: PathAlias;
  /** The last day applications are taken (yyyy-MM-dd); without it the listing is open until filled. */
  closingDate?: string;
}

/** The days of the week as the trading hours name them, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One day's trading: closed, or open from `opens` to `closes`, 24-hour `HH:mm` times (`closes`
 * '00:00' is midnight at the end of the day). A closed day's times, if any, are not used.
 */
export interface TradingDay {
  closed: boolean;
  opens?: string;
  closes?: string;
}

/** A public holiday's own trading, overriding its weekday's. */
export interface Holiday extends TradingDay {
  name: string;
  /** yyyy-MM-dd */
  date: string;
}

export interface OpeningHours {
  /** The regular hours of each day of the week. */
  week: Record<Weekday, TradingDay>;
  holidays: Holiday[];
}

export interface CarouselSlide {
  id: string;
  link: UrlPath | null;
  image: Image;
  mobileimage: Image;
  publishDate?: string;
  expiryDate?: string;
  text: string;
}

export interface MenuLink {
  label: string;
  url: UrlPath;
  callout?: { title: string; url: UrlPath };
  calloutImage?: Image;
  sublinks?: MenuLink[];
}

export interface Menus {
  main: MenuLink[];
  footer: MenuLink[];
  social: MenuLink[];
  /** Links shown with the centre map (label and url path). */
  map: MenuLink[];
  /** Newsletter sign-up links shown in the footer (VIP, Kids Club); older content has none. */
  signup?: MenuLink[];
}

export interface SiteMetadata {
  siteName: string;
  siteDescription: string;
  /** Absolute site address, trailing slashes removed. */
  siteUrl: string;
  address: string;
  phone: string;
  centreMapUrl: string;
}

export interface ShareMetadata {
  title: string;
  url: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  description: string;
}

export type * from './centrePlanTypes';
