import type { Event, JobListing, OpeningHours, SiteMetadata } from 'shared-lib/content';
import type { PageData, SiteData } from 'shared-lib/page-data';
import {
  makeImage,
  makePageData,
  makeStore,
  makeStoreLocation,
  makeWeek,
  testPlanDrawing,
} from 'shared-lib/testing';
import { applyPageHead } from './applyPageHead';
import { headHtml, PAGE_HEAD_ATTRIBUTE } from './headHtml';
import { pageHead } from './pageHead';

const site: SiteMetadata = {
  siteName: 'Canberra Outlet Centre',
  siteDescription: 'The only outlet centre in Canberra.',
  siteUrl: 'https://www.example.com.au',
  address:
    '337 Canberra Avenue, Fyshwick ACT 2609 (corner of Canberra Avenue and Newcastle Street)',
  phone: '(02) 6280 2999',
  centreMapUrl: 'https://www.example.com.au/centre-map.pdf',
};
const openingHours: OpeningHours = {
  week: { ...makeWeek(), sunday: { closed: false, opens: '11:00', closes: '16:00' } },
  holidays: [
    { name: 'Good Friday', date: '2026-04-03', closed: true },
    { name: 'Anzac Day', date: '2026-04-25', opens: '13:00', closes: '18:00', closed: false },
  ],
};
const siteData: SiteData = {
  hash: 'h',
  site,
  openingHours,
  menus: { main: [], footer: [], social: [], map: [] },
};

const event = (endDate: string): Event => ({
  id: 'e1',
  title: 'Santa photos',
  summary: 'Photos with Santa.',
  thumbnail: makeImage(),
  startDate: { value: '2026-12-01T10:00:00' },
  endDate: { value: endDate },
  banner: null,
  body: { processed: '<p>Photos with Santa.</p>' },
  path: { alias: '/whats-on/events/santa-photos/' },
});

const job = (show: boolean): JobListing => ({
  id: 'j1',
  title: 'Barista',
  body: { processed: '<p>Make coffee.</p>' },
  thumb: makeImage(),
  employer: { title: 'Gloria Jeans', url: { path: '/stores/gloria-jeans/' } },
  terms: null,
  jobemail: 'jobs@example.com',
  show,
  path: { alias: '/jobs/barista/' },
});

const contentPage = {
  page: {
    id: 'p1',
    title: 'Home',
    path: { alias: '/' },
    type: 'homepage' as const,
    banner: null,
    blocks: [],
  },
  related: {},
};

const ready = (pageData: PageData) => ({ status: 'ready' as const, pageData, path: pageData.path });
const jsonLdTypes = (pageData: PageData, today = '2026-11-22') =>
  pageHead(ready(pageData), siteData, today)
    .tags.filter((tag) => tag.tag === 'json-ld')
    .map((tag) => (tag.tag === 'json-ld' ? (tag.data as { '@type': string })['@type'] : null));

describe('pageHead', () => {
  it('gives the title template, description, canonical and share tags with absolute addresses', () => {
    const context = {
      store: makeStore(),
      offers: [],
      gifts: [],
      similarStores: [],
      plan: testPlanDrawing,
      location: makeStoreLocation(),
    };
    const pageData = makePageData('store-detail', context, {
      path: '/stores/nike/',
      title: 'Nike',
      share: {
        title: 'Nike',
        url: 'https://www.example.com.au/stores/nike/',
        image: '/images/nike.jpg',
        imageWidth: 1200,
        imageHeight: 627,
        description: 'Shop Nike.',
      },
    });
    const head = pageHead(ready(pageData), siteData, '2026-11-22');
    expect(head.title).toBe('Nike - Canberra Outlet Centre');
    const attributes = head.tags.flatMap((tag) => (tag.tag === 'json-ld' ? [] : [tag.attributes]));
    expect(attributes).toEqual(
      expect.arrayContaining([
        { name: 'description', content: 'Shop Nike.' },
        { rel: 'canonical', href: 'https://www.example.com.au/stores/nike/' },
        { property: 'og:url', content: 'https://www.example.com.au/stores/nike/' },
        { property: 'og:image', content: 'https://www.example.com.au/images/nike.jpg' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '627' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
  });

  it('marks the 404 page as not for indexing, with the site description', () => {
    const head = pageHead(
      { status: 'not-found', pageData: null, path: '/nope/' },
      siteData,
      '2026-11-22',
    );
    expect(head.title).toBe('Page Not Found - Canberra Outlet Centre');
    expect(head.tags).toEqual([
      { tag: 'meta', attributes: { name: 'description', content: site.siteDescription } },
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    ]);
  });

  it('describes the centre on the home page and centre information, with every holiday', () => {
    for (const template of ['home', 'information'] as const) {
      const head = pageHead(ready(makePageData(template, contentPage)), siteData, '2026-11-22');
      const centre = head.tags.find((tag) => tag.tag === 'json-ld');
      expect(centre).toMatchObject({
        data: {
          '@type': 'ShoppingCenter',
          telephone: site.phone,
          address: {
            '@type': 'PostalAddress',
            streetAddress: '337 Canberra Avenue',
            postalCode: '2609',
          },
          openingHoursSpecification: [
            {
              dayOfWeek: [
                'https://schema.org/Monday',
                'https://schema.org/Tuesday',
                'https://schema.org/Wednesday',
                'https://schema.org/Thursday',
                'https://schema.org/Friday',
                'https://schema.org/Saturday',
              ],
              opens: '10:00',
              closes: '18:00',
            },
            { dayOfWeek: ['https://schema.org/Sunday'], opens: '11:00', closes: '16:00' },
          ],
          specialOpeningHoursSpecification: [
            {
              validFrom: '2026-04-03',
              validThrough: '2026-04-03',
              opens: '00:00',
              closes: '00:00',
            },
            { validFrom: '2026-04-25', opens: '13:00', closes: '18:00' },
          ],
        },
      });
    }
  });

  it('describes a store inside the centre', () => {
    const head = pageHead(
      ready(
        makePageData('store-detail', {
          store: makeStore({ title: 'Nike' }),
          offers: [],
          gifts: [],
          similarStores: [],
          plan: testPlanDrawing,
          location: makeStoreLocation(),
        }),
      ),
      siteData,
      '2026-11-22',
    );
    expect(head.tags.find((tag) => tag.tag === 'json-ld')).toMatchObject({
      data: {
        '@type': 'Store',
        name: 'Nike',
        containedInPlace: { '@type': 'ShoppingCenter', name: site.siteName },
      },
    });
  });

  it('describes an event only until its last day', () => {
    const page = makePageData('event-detail', { event: event('2026-12-24T16:00:00') });
    expect(jsonLdTypes(page, '2026-12-24')).toEqual(['Event']);
    expect(jsonLdTypes(page, '2026-12-25')).toEqual([]);
  });

  it('describes a job only when the listing takes applications', () => {
    expect(jsonLdTypes(makePageData('job-listing', { job: job(true), store: null }))).toEqual([
      'JobPosting',
    ]);
    expect(jsonLdTypes(makePageData('job-listing', { job: job(false), store: null }))).toEqual([]);
  });

  it('has no structured data on other pages', () => {
    expect(jsonLdTypes(makePageData('offers', { offers: [] }))).toEqual([]);
  });
});

describe('headHtml and applyPageHead', () => {
  const head = pageHead(
    ready(makePageData('home', contentPage, { title: 'Tom & "Jerry" <b>' })),
    siteData,
    '2026-11-22',
  );

  it('escapes text and attributes, and keeps JSON-LD from closing its script', () => {
    const html = headHtml({
      ...head,
      tags: [
        ...head.tags,
        {
          tag: 'json-ld',
          data: { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>' },
        },
      ],
    });
    expect(html).toContain(
      '<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt; - Canberra Outlet Centre</title>',
    );
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it('replaces the previous page head elements in the document', () => {
    document.head.innerHTML = headHtml(head);
    const next = pageHead(
      ready(makePageData('offers', { offers: [] }, { title: 'Offers' })),
      siteData,
      '2026-11-22',
    );
    applyPageHead(next);
    expect(document.title).toBe('Offers - Canberra Outlet Centre');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)).toHaveLength(
      next.tags.length,
    );
  });
});
