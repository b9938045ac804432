import type {
  Article,
  CarouselSlide,
  Category,
  Event,
  Gift,
  Image,
  JobListing,
  Menus,
  Offer,
  OpeningHours,
  Page,
  SiteMetadata,
  Store,
} from 'shared-lib/content';
import { makeWeek, testPlan } from 'shared-lib/testing';

import type { Content } from '../model/content';

/** Small, valid records for tests; each factory takes the fields a test cares about. */

export const makeImage = (url: string, width = 400, height = 400): Image => ({
  url,
  alt: 'Alt text',
  width,
  height,
});

export const makeSite = (overrides: Partial<SiteMetadata> = {}): SiteMetadata => ({
  siteName: 'Canberra Outlet Centre',
  siteDescription: 'The only outlet centre in Canberra.',
  siteUrl: 'https://www.example.com.au',
  address: '1 Canberra Avenue, Fyshwick ACT 2609',
  phone: '(02) 6200 0000',
  centreMapUrl: 'https://www.example.com.au/sites/default/files/map.pdf',
  ...overrides,
});

export const makeMenus = (overrides: Partial<Menus> = {}): Menus => ({
  main: [
    { label: 'Home', url: { path: '/' } },
    { label: 'Stores', url: { path: '/stores/' } },
  ],
  footer: [{ label: 'Offers', url: { path: '/offers/' } }],
  social: [{ label: 'Facebook', url: { path: 'https://www.facebook.com/example' } }],
  map: [],
  ...overrides,
});

export const makeOpeningHours = (overrides: Partial<OpeningHours> = {}): OpeningHours => ({
  week: makeWeek(),
  holidays: [{ name: 'Christmas Day', date: '2026-12-25', closed: true }],
  ...overrides,
});

export const makeCategory = (tid: number, name: string, parent = 0, weight = 0): Category => ({
  id: String(tid),
  tid,
  name,
  parent,
  weight,
});

/** The six top-level categories with fixed ids, plus one child of Sport. */
export const makeCategories = (): Category[] => [
  makeCategory(58, 'Food', 0, 0),
  makeCategory(29, 'Fashion', 0, 1),
  makeCategory(10, 'Family', 0, 2),
  makeCategory(1, 'Home', 0, 3),
  makeCategory(20, 'Sport', 0, 4),
  makeCategory(65, 'Automotive', 0, 5),
  makeCategory(129, 'Sports apparel', 20, 0),
];

export const makeStore = (overrides: Partial<Store> = {}): Store => {
  const id = overrides.id ?? 'nike';
  return {
    id,
    type: 'store',
    title: 'Nike',
    path: { alias: `/stores/${id}/` },
    about: { processed: '<p>Sportswear.</p>' },
    category: [{ id: 129, title: 'Sports apparel', parent: 20 }],
    thumb: makeImage(`/images/stores/${id}/thumb.png`),
    logo: makeImage(`/images/stores/${id}/logo.png`, 300, 150),
    web: 'https://www.nike.com/au/',
    phone: null,
    giftcards: false,
    shopNumber: 'T1',
    map: makeImage(`/images/stores/${id}/map.png`, 800, 500),
    banner: null,
    metaDesc: 'Shop Nike.',
    gifts: [],
    ...overrides,
  };
};

const refTo = (store: Store) => ({
  nid: store.id,
  title: store.title,
  url: { path: store.path.alias },
});

export const makeOffer = (store: Store, overrides: Partial<Offer> = {}): Offer => {
  const id = overrides.id ?? 'half-price';
  return {
    id,
    type: 'offer',
    store: refTo(store),
    title: 'Half price',
    terms: null,
    pubDate: null,
    expiry: { value: '2030-12-31' },
    thumb: makeImage(`/images/offers/${id}.png`, 600, 400),
    banner: null,
    details: { processed: '<p>Half price on everything.</p>' },
    path: { alias: `/offers/${id}/` },
    ...overrides,
  };
};

export const makeGift = (store: Store, overrides: Partial<Gift> = {}): Gift => {
  const id = overrides.id ?? 'running-shoes';
  return {
    id,
    title: 'Running shoes',
    image: {
      entity: {
        image: makeImage(`/images/gifts/${id}.png`, 800, 800),
        thumbnail: makeImage(`/images/gifts/${id}-thumb.png`),
      },
    },
    price: 99,
    categories: [129],
    recipientCategories: ['For Him'],
    path: { alias: `${store.path.alias}gift/${id}/` },
    store: { entity: refTo(store) },
    ...overrides,
  };
};

export const makeArticle = (overrides: Partial<Article> = {}): Article => {
  const id = overrides.id ?? 'a-story';
  return {
    id,
    typename: 'article',
    articleType: 'news',
    title: 'A story',
    summary: 'What happened.',
    pubDate: { value: '2026-01-01' },
    thumbnail: makeImage(`/images/articles/${id}.png`, 600, 400),
    banner: null,
    body: { processed: '<p>Body.</p>' },
    path: { alias: `/whats-on/news/${id}/` },
    ...overrides,
  };
};

export const makeEvent = (overrides: Partial<Event> = {}): Event => {
  const id = overrides.id ?? 'a-market';
  return {
    id,
    title: 'A market',
    summary: 'Every Saturday.',
    thumbnail: makeImage(`/images/events/${id}.png`, 600, 400),
    startDate: { value: '2026-01-01T08:00:00' },
    endDate: { value: '2030-12-31T12:00:00' },
    banner: null,
    body: { processed: '<p>Body.</p>' },
    path: { alias: `/whats-on/events/${id}/` },
    ...overrides,
  };
};

export const makeJob = (store: Store, overrides: Partial<JobListing> = {}): JobListing => {
  const id = overrides.id ?? 'retail-assistant';
  return {
    id,
    title: 'Retail assistant',
    body: { processed: '<p>Join us.</p>' },
    thumb: store.thumb,
    employer: { title: store.title, url: { path: store.path.alias } },
    terms: null,
    jobemail: 'jobs@example.com',
    show: true,
    path: { alias: `/jobs/${id}/` },
    ...overrides,
  };
};

export const makeSlide = (overrides: Partial<CarouselSlide> = {}): CarouselSlide => {
  const id = overrides.id ?? 'slide-1';
  return {
    id,
    link: { path: '/offers/' },
    image: makeImage(`/images/slides/${id}.png`, 1920, 690),
    mobileimage: makeImage(`/images/slides/${id}-mobile.png`, 1920, 690),
    text: 'Up to 70% off',
    ...overrides,
  };
};

export const makePage = (overrides: Partial<Page> = {}): Page => {
  const id = overrides.id ?? 'about-us';
  return {
    id,
    title: 'About Us',
    path: { alias: `/${id}/` },
    type: 'page',
    banner: null,
    blocks: [{ id: `${id}-text`, type: 'rich_text', text: '<p>About us.</p>' }],
    ...overrides,
  };
};

export const makeHomePage = (slideIds: string[] = ['slide-1']): Page =>
  makePage({
    id: 'home',
    title: 'Home',
    type: 'homepage',
    path: { alias: '/welcome-canberra-outlet-centre/' },
    blocks: [
      { id: 'home-hero', type: 'hero_slider', slides: slideIds },
      { id: 'home-events', type: 'events', title: "WHAT'S ON?" },
      { id: 'home-news', type: 'latest_news', title: 'Latest news', types: ['news', 'blog'] },
    ],
  });

/** A small content set that passes every rule: one store with one offer, gift and job. */
export function makeContent(): Content {
  const store = makeStore({ gifts: ['running-shoes'] });
  return {
    site: makeSite(),
    menus: makeMenus(),
    openingHours: makeOpeningHours(),
    centrePlan: structuredClone(testPlan),
    categories: makeCategories(),
    stores: [store, makeStore({ id: 'adidas', title: 'Adidas', shopNumber: 'T2' })],
    offers: [makeOffer(store)],
    articles: [
      makeArticle(),
      makeArticle({ id: 'a-blog-post', articleType: 'blog', title: 'A blog post' }),
    ],
    events: [makeEvent()],
    gifts: [makeGift(store)],
    jobs: [makeJob(store)],
    slides: [makeSlide()],
    pages: [makeHomePage(), makePage()],
  };
}
