import type { PageData, TemplateName } from 'shared-lib/page-data';

import type { Content } from '../model/content';
import {
  makeContent,
  makeImage,
  makeJob,
  makeOffer,
  makePage,
  makeStore,
} from '../test-utils/factories';
import { buildPages, buildSiteData } from './buildPages';
import { contentHash } from './contentHash';
import type { PageEntry } from './PageEntry';

function pageAt<T extends TemplateName>(
  pages: PageEntry[],
  path: string,
  template: T,
): Omit<PageData<T>, 'hash'> {
  const page = pages.find((candidate) => candidate.path === path);
  expect(page?.template).toBe(template);
  return page as Omit<PageData<T>, 'hash'>;
}

describe('buildPages', () => {
  let content: Content;
  beforeEach(() => {
    content = makeContent();
  });

  it('builds one page per route, home first and 404 last', () => {
    const paths = buildPages(content).map((page) => page.path);
    expect(paths).toEqual([
      '/',
      '/about-us/',
      '/welcome-canberra-outlet-centre/',
      '/stores/',
      '/stores/adidas/',
      '/stores/nike/',
      '/stores/nike/gift/running-shoes/',
      '/offers/',
      '/offers/half-price/',
      '/whats-on/',
      '/whats-on/news/a-blog-post/',
      '/whats-on/news/a-story/',
      '/whats-on/events/a-market/',
      '/jobs/retail-assistant/',
      '/trading-hours/',
      '/centre-map/',
      '/gift-generator/',
      '/search/',
      '/404/',
    ]);
  });

  it('serves home from the homepage item, titled Home, with what its blocks need', () => {
    const pages = buildPages(content);
    const home = pageAt(pages, '/', 'home');
    expect(home.title).toBe('Home');
    expect(home.context.page.id).toBe('home');
    expect(Object.keys(home.context.related).sort()).toEqual(['articles', 'events', 'slides']);
    expect(home.context.related.slides?.map((slide) => slide.id)).toEqual(['slide-1']);
    // Newest first; both types because the block asks for news and blog.
    expect(home.context.related.articles?.map((article) => article.id)).toEqual([
      'a-blog-post',
      'a-story',
    ]);
    expect(pageAt(pages, '/welcome-canberra-outlet-centre/', 'home').context.page.id).toBe('home');
  });

  it('gives information and jobs pages their own templates and block data', () => {
    content.pages.push(
      makePage({
        id: 'information',
        title: 'Centre Information',
        blocks: [{ id: 'i', type: 'shop_by_category' }],
      }),
      makePage({
        id: 'jobs',
        title: 'Jobs',
        blocks: [{ id: 'j', type: 'job_listings', title: 'Upcoming listings' }],
      }),
    );
    const pages = buildPages(content);
    const information = pageAt(pages, '/information/', 'information');
    expect(information.context.related.stores?.map((store) => store.id)).toEqual([
      'adidas',
      'nike',
    ]);
    expect(information.context.related.categories?.[0]?.name).toBe('Food');
    expect(pageAt(pages, '/jobs/', 'jobs').context.related).toEqual({ jobs: content.jobs });
    expect(pageAt(pages, '/about-us/', 'content-page').context.related).toEqual({});
  });

  it("gives a page with the What's On block every article and event, whatever else it holds", () => {
    content.pages.push(
      makePage({
        id: 'school-holidays',
        title: 'School Holidays',
        blocks: [
          { id: 'n', type: 'latest_news', title: 'Latest news', types: ['news'] },
          { id: 'w', type: 'whats_on' },
        ],
      }),
    );
    const related = pageAt(buildPages(content), '/school-holidays/', 'content-page').context
      .related;
    expect(Object.keys(related).sort()).toEqual(['articles', 'events']);
    // Newest first, blog posts too although the news block asks for news only.
    expect(related.articles?.map((article) => article.id)).toEqual(['a-blog-post', 'a-story']);
    expect(related.events?.map((event) => event.id)).toEqual(['a-market']);
  });

  it('gives a page with the gift guide block every gift and the categories', () => {
    content.pages.push(
      makePage({
        id: 'gift-guide',
        title: 'Gift Guide',
        blocks: [{ id: 'g', type: 'gift_guide', title: 'Find a gift' }],
      }),
    );
    const related = pageAt(buildPages(content), '/gift-guide/', 'content-page').context.related;
    expect(Object.keys(related).sort()).toEqual(['categories', 'gifts']);
    expect(related.gifts?.map((gift) => gift.id).sort()).toEqual(
      content.gifts.map((gift) => gift.id).sort(),
    );
    expect(related.categories?.[0]?.name).toBe('Food');
  });

  it('gives a store every offer that names it, ending soonest first, and no other', () => {
    const [nike, adidas] = content.stores;
    content.offers.push(
      makeOffer(nike!, { id: 'nike-week', expiry: { value: '2030-06-30' } }),
      makeOffer(adidas!, { id: 'adidas-sale' }),
    );
    const pages = buildPages(content);
    const offersOf = (path: string) =>
      pageAt(pages, path, 'store-detail').context.offers.map((offer) => offer.id);
    expect(offersOf('/stores/nike/')).toEqual(['nike-week', 'half-price']);
    expect(offersOf('/stores/adidas/')).toEqual(['adidas-sale']);
  });

  it('gives a store its offers, gifts and similar stores', () => {
    const pages = buildPages(content);
    const nike = pageAt(pages, '/stores/nike/', 'store-detail');
    expect(nike.context.offers.map((offer) => offer.id)).toEqual(['half-price']);
    expect(nike.context.gifts.map((gift) => gift.id)).toEqual(['running-shoes']);
    expect(nike.context.similarStores.map((store) => store.id)).toEqual(['adidas']);
    expect(nike.context.similarStores[0]).toEqual({
      id: 'adidas',
      title: 'Adidas',
      path: { alias: '/stores/adidas/' },
      logo: content.stores[1]!.logo,
      category: content.stores[1]!.category,
      about: content.stores[1]!.about,
      shopNumber: content.stores[1]!.shopNumber,
    });
  });

  it('gives a gift its full store and a job the store that employs it, or null', () => {
    content.jobs.push(
      makeJob(makeStore(), {
        id: 'centre-job',
        employer: { title: 'Centre Management', url: { path: '/about-us/' } },
      }),
    );
    const pages = buildPages(content);
    expect(pageAt(pages, '/stores/nike/gift/running-shoes/', 'gift-detail').context.store.id).toBe(
      'nike',
    );
    expect(pageAt(pages, '/jobs/retail-assistant/', 'job-listing').context.store).toEqual({
      nid: 'nike',
      title: 'Nike',
      url: { path: '/stores/nike/' },
    });
    expect(pageAt(pages, '/jobs/centre-job/', 'job-listing').context.store).toBeNull();
  });

  it('lists every offer, whatever its dates: the browser applies the date rule', () => {
    content.offers[0]!.expiry = { value: '2020-01-01' };
    expect(pageAt(buildPages(content), '/offers/', 'offers').context.offers).toHaveLength(1);
  });

  it('fills share tags from the page, falling back to the defaults', () => {
    content.stores[0]!.banner = makeImage('/images/banners/sport.png', 1600, 800);
    content.articles[0]!.summary = `<p>${'x'.repeat(250)}</p>`;
    const pages = buildPages(content);
    expect(pageAt(pages, '/stores/nike/', 'store-detail').share).toEqual({
      title: 'Nike',
      url: 'https://www.example.com.au/stores/nike/',
      image: '/images/banners/sport.png',
      imageWidth: 1600,
      imageHeight: 800,
      description: 'Shop Nike.',
    });
    expect(pageAt(pages, '/whats-on/news/a-story/', 'article-detail').share.description).toBe(
      `${'x'.repeat(200)}…`,
    );
    expect(pageAt(pages, '/404/', 'not-found')).toMatchObject({
      title: 'Page Not Found',
      context: {},
      share: {
        image: '/images/default2by1.jpg',
        imageWidth: 1200,
        imageHeight: 627,
        description: 'The only outlet centre in Canberra.',
      },
    });
  });
});

describe('contentHash', () => {
  it('is 20 hex digits, the same for the same content and different when content changes', () => {
    const content = makeContent();
    const hash = contentHash(buildPages(content), buildSiteData(content));
    expect(hash).toMatch(/^[0-9a-f]{20}$/);
    expect(contentHash(buildPages(makeContent()), buildSiteData(makeContent()))).toBe(hash);
    content.openingHours.week.monday.opens = '09:00';
    expect(contentHash(buildPages(content), buildSiteData(content))).not.toBe(hash);
  });
});

describe('centre plan pages', () => {
  const pages = buildPages(makeContent());

  it('gives a store page the plan and the way to its shop in words', () => {
    const nike = pageAt(pages, '/stores/nike/', 'store-detail');
    expect(nike.context.location).toEqual({
      shopNumber: 'T1',
      directions: 'North mall, next to Adidas, near Entrance 1',
    });
    expect(nike.context.plan.shops.find((shop) => shop.shopNumber === 'T1')).toMatchObject({
      mallId: 'north-mall',
    });
  });

  it('lists every store with its directions on the centre map, A to Z', () => {
    const map = pageAt(pages, '/centre-map/', 'centre-map');
    expect(map.title).toBe('Centre Map');
    expect(map.context.stores).toEqual([
      {
        title: 'Adidas',
        path: '/stores/adidas/',
        shopNumber: 'T2',
        directions: 'North mall, between Nike and shop T3, near Entrance 1',
      },
      {
        title: 'Nike',
        path: '/stores/nike/',
        shopNumber: 'T1',
        directions: 'North mall, next to Adidas, near Entrance 1',
      },
    ]);
  });
});
