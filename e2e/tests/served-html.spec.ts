import { expect, test } from '@playwright/test';
import type { PageData, SiteData, TemplateName } from 'shared-lib/page-data';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isUpcomingEvent } from 'shared-lib/events';
import { readPageData } from '../support/pageData';
import { fetchServedPage, type ServedPage } from '../support/servedHtml';
import { SHELL_DIST, SITE_URL } from '../support/site';

// Every kind of route is served as complete HTML: what a crawler or a link preview reads without
// running JavaScript (title, description, canonical, share tags, heading, main text, JSON-LD).

const siteData = JSON.parse(
  readFileSync(path.join(SHELL_DIST, 'assets/data/site-data.json'), 'utf8'),
) as SiteData;
const { site } = siteData;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function expectHead(served: ServedPage, pageData: PageData) {
  const { document } = served;
  expect(document.title).toBe(`${pageData.title} - ${site.siteName}`);
  const url = `${site.siteUrl}${pageData.path}`;
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
  expect(served.meta('meta[name="description"]')).toBe(pageData.share.description);
  expect(pageData.share.description.length).toBeGreaterThan(0);
  expect(pageData.share.description.length).toBeLessThanOrEqual(200);
  expect(served.meta('meta[property="og:title"]')).toBe(pageData.share.title);
  expect(served.meta('meta[property="og:url"]')).toBe(url);
  expect(served.meta('meta[property="og:description"]')).toBe(pageData.share.description);
  expect(served.meta('meta[property="og:image"]')).toBe(`${site.siteUrl}${pageData.share.image}`);
  expect(served.meta('meta[property="og:image:width"]')).toBe(String(pageData.share.imageWidth));
  expect(served.meta('meta[property="og:image:height"]')).toBe(String(pageData.share.imageHeight));
  expect(served.meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(served.meta('meta[name="twitter:image"]')).toBe(`${site.siteUrl}${pageData.share.image}`);
  expect(served.meta('meta[name="build-hash"]')).toBe(pageData.hash);
}

async function expectPage<T extends TemplateName>(
  address: string,
  {
    heading,
    mainText,
    jsonLdTypes,
  }: { heading: string; mainText: (data: PageData<T>) => string; jsonLdTypes: string[] },
) {
  const served = await fetchServedPage(address);
  expect(served.status).toBe(200);
  const pageData = readPageData<T>(address);
  expectHead(served, pageData);
  const main = served.document.querySelector('main');
  expect(main?.querySelector('h1')?.textContent?.trim()).toBe(heading);
  expect(textOf(main?.innerHTML ?? '')).toContain(mainText(pageData));
  expect(served.jsonLd().map((data) => data['@type'])).toEqual(jsonLdTypes);
  return served;
}

test('home page: centre details and every holiday in its ShoppingCenter data', async () => {
  const served = await expectPage<'home'>('/', {
    heading: readPageData('/').title,
    mainText: () => '',
    jsonLdTypes: ['ShoppingCenter'],
  });
  const [centre] = served.jsonLd();
  expect(centre).toMatchObject({
    '@context': 'https://schema.org',
    name: site.siteName,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Fyshwick',
      addressRegion: 'ACT',
      addressCountry: 'AU',
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '18:00' },
    ],
  });
  const special = centre!.specialOpeningHoursSpecification as {
    validFrom: string;
    opens: string;
    closes: string;
  }[];
  expect(special.map((day) => day.validFrom)).toEqual(
    siteData.openingHours.holidays.map((holiday) => holiday.date),
  );
  const goodFriday = siteData.openingHours.holidays.find((holiday) => holiday.closed)!;
  expect(special.find((day) => day.validFrom === goodFriday.date)).toMatchObject({
    opens: '00:00',
    closes: '00:00',
  });
});

test('centre information: the same ShoppingCenter data', async () => {
  await expectPage<'information'>('/information/', {
    heading: readPageData('/information/').title,
    mainText: () => '',
    jsonLdTypes: ['ShoppingCenter'],
  });
});

test('a store page: the store and its Store data inside the centre', async () => {
  const served = await expectPage<'store-detail'>('/stores/nike/', {
    heading: 'Nike',
    mainText: ({ context }) => textOf(context.store.about.processed).slice(0, 60),
    jsonLdTypes: ['Store'],
  });
  expect(served.jsonLd()[0]).toMatchObject({
    name: 'Nike',
    url: `${site.siteUrl}/stores/nike/`,
    containedInPlace: { '@type': 'ShoppingCenter', name: site.siteName },
  });
});

test('the store directory lists every store', async () => {
  const served = await expectPage<'store-directory'>('/stores/', {
    heading: 'Stores',
    mainText: ({ context }) => context.stores[0]!.title,
    jsonLdTypes: [],
  });
  const { stores } = readPageData<'store-directory'>('/stores/').context;
  for (const store of stores) {
    expect(
      served.document.querySelector(`main a[href="${store.path.alias}"]`),
      store.title,
    ).not.toBeNull();
  }
});

test('a gift, an offer, an article: their content, no structured data', async () => {
  const gift = '/stores/nike/gift/air-zoom-pegasus-running-shoes/';
  await expectPage<'gift-detail'>(gift, {
    heading: readPageData(gift).title,
    mainText: ({ context }) => context.store.title,
    jsonLdTypes: [],
  });
  const offer = '/offers/bonds-3-for-25-socks/';
  await expectPage<'offer-detail'>(offer, {
    heading: readPageData<'offer-detail'>(offer).context.offer.title,
    mainText: ({ context }) => textOf(context.offer.details.processed).slice(0, 40),
    jsonLdTypes: [],
  });
  const article = '/whats-on/news/gift-ideas-under-50/';
  await expectPage<'article-detail'>(article, {
    heading: readPageData<'article-detail'>(article).context.article.title,
    mainText: ({ context }) => textOf(context.article.body.processed).slice(0, 40),
    jsonLdTypes: [],
  });
});

test('events: Event data while the event is on, none once it is over', async () => {
  const { events } = readPageData<'whats-on'>('/whats-on/').context;
  const upcoming = events.find((event) => isUpcomingEvent(event))!;
  const past = events.find((event) => !isUpcomingEvent(event))!;
  const served = await expectPage<'event-detail'>(upcoming.path.alias, {
    heading: upcoming.title,
    mainText: () => '',
    jsonLdTypes: ['Event'],
  });
  expect(served.jsonLd()[0]).toMatchObject({
    name: upcoming.title,
    startDate: upcoming.startDate.value,
    endDate: upcoming.endDate.value,
    location: { '@type': 'Place', name: site.siteName },
  });
  await expectPage<'event-detail'>(past.path.alias, {
    heading: past.title,
    mainText: () => '',
    jsonLdTypes: [],
  });
});

test('job listings: JobPosting data only where the listing takes applications', async () => {
  const open = '/jobs/barista-gloria-jeans/';
  const openJob = readPageData<'job-listing'>(open).context.job;
  expect(openJob.show).toBe(true);
  const served = await expectPage<'job-listing'>(open, {
    heading: openJob.title,
    mainText: ({ context }) => textOf(context.job.body.processed).slice(0, 40),
    jsonLdTypes: ['JobPosting'],
  });
  expect(served.jsonLd()[0]).toMatchObject({
    title: openJob.title,
    hiringOrganization: { '@type': 'Organization' },
  });
  const closed = '/jobs/tyre-fitter-bob-jane/';
  expect(readPageData<'job-listing'>(closed).context.job.show).toBe(false);
  await expectPage<'job-listing'>(closed, {
    heading: readPageData<'job-listing'>(closed).context.job.title,
    mainText: () => '',
    jsonLdTypes: [],
  });
});

test('listings, a content page, trading hours and search are served whole', async () => {
  for (const [address, heading] of [
    ['/offers/', 'Offers'],
    ['/whats-on/', "What's On"],
    ['/about-us/', readPageData('/about-us/').title],
    ['/trading-hours/', 'Trading hours'],
    ['/search/', 'Search results'],
    ['/gift-generator/', 'Gift guide'],
  ] as const) {
    await expectPage(address, { heading, mainText: () => '', jsonLdTypes: [] });
  }
  // The search page fetches its index with the page, before its scripts run the query.
  const search = await fetchServedPage('/search/');
  const preload = search.document.querySelector('link[rel="preload"][as="fetch"]');
  expect(preload?.getAttribute('href')).toMatch(/^\/assets\/data\/search-index\.[0-9a-f]+\.json$/);
  expect(preload?.hasAttribute('crossorigin')).toBe(true);
});

test('an unknown address: the 404 page with status 404', async () => {
  const served = await fetchServedPage('/no-such-page/');
  expect(served.status).toBe(404);
  expect(served.document.title).toBe(`Page Not Found - ${site.siteName}`);
  expect(served.document.querySelector('main h1')?.textContent).toBe('404');
  expect(served.meta('meta[name="robots"]')).toBe('noindex');
});

test('sitemap.xml lists every public route with a date, robots.txt names it', async () => {
  const { routes } = JSON.parse(readFileSync(path.join(SHELL_DIST, 'build-info.json'), 'utf8')) as {
    routes: string[];
  };
  const sitemap = await (await fetch(new URL('/sitemap.xml', SITE_URL))).text();
  const locations = [
    ...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g),
  ].map((match) => match[1]);
  expect(locations).toEqual(
    routes.filter((route) => route !== '/404/').map((route) => `${site.siteUrl}${route}`),
  );
  const robots = await (await fetch(new URL('/robots.txt', SITE_URL))).text();
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  const manifest = (await (await fetch(new URL('/manifest.webmanifest', SITE_URL))).json()) as {
    name: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toBe(site.siteName);
  expect(manifest.icons.length).toBeGreaterThan(0);
  const home = await fetchServedPage('/');
  const icons = [
    ...manifest.icons.map((icon) => icon.src),
    ...[...home.document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
      (link) => link.getAttribute('href')!,
    ),
  ];
  for (const icon of icons) {
    const response = await fetch(new URL(icon, SITE_URL));
    expect(response.status, icon).toBe(200);
    expect(response.headers.get('content-type'), icon).toBe('image/png');
  }
});
