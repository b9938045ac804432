import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { REMOTE_ORIGINS } from '../support/site';

// mf-whats-on's blocks in the composed site: the latest-offers carousel, the store page's offers,
// the home page's events and latest-articles blocks, the jobs block, and the What's On pages
// while mf-forms is down. Texts are the seed content's, for a day between 2026 and 2030.

test('the latest-offers carousel shows offer cards, moves, and opens an offer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gift-guide/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Latest offers' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Latest offers' })).toBeVisible();

  // Offers not yet published (pubDate after today) and expired ones are left out.
  await expect(carousel.getByRole('link', { name: 'Members week: 40% off' })).toHaveCount(0);
  await expect(carousel.getByRole('link', { name: 'End of financial year sale' })).toHaveCount(0);

  const first = carousel.getByRole('group', { name: /^1 of \d+$/ });
  await expect(first.getByText('Skechers', { exact: true })).toBeVisible();
  await expect(
    first.getByRole('heading', { level: 3, name: '$20 off school shoes' }),
  ).toBeVisible();
  await expect(first.getByText('Offer expires: 31 December 2030', { exact: true })).toBeVisible();
  await expect(first.getByText('Ts & Cs apply')).toHaveCount(0);

  // 3 offers in view from 1100 px; the 4th (with terms) comes into view with Next.
  const fourth = carousel.getByRole('group', { name: /^4 of \d+$/ });
  await expect(fourth).not.toBeInViewport({ ratio: 0.9 });
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(fourth).toBeInViewport({ ratio: 0.9 });
  await expect(fourth.getByText('Kathmandu', { exact: true })).toBeVisible();
  await expect(fourth.getByText('Ts & Cs apply', { exact: true })).toBeVisible();

  await fourth.getByRole('link', { name: '50% off down jackets' }).click();
  await expect(page).toHaveURL(/\/offers\/kathmandu-50-off-down-jackets\/$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: '50% off down jackets' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Offer until: 31 Dec 2030', { exact: true }),
  ).toBeVisible();
});

test('on a phone the offers carousel shows one offer and plays every 12 seconds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.install();
  await page.goto('/gift-guide/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Latest offers' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[data-attached]')).toHaveCount(1);
  const first = carousel.getByRole('group', { name: /^1 of \d+$/ });
  const second = carousel.getByRole('group', { name: /^2 of \d+$/ });
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();

  await page.clock.runFor(11_000);
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await page.clock.runFor(1_500);
  await expect(second).toBeInViewport({ ratio: 0.9 });
});

test("a store page shows that store's offers and opens one", async ({ page }) => {
  await page.goto('/stores/nike/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Offers at Nike' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('group')).toHaveCount(1);
  await expect(carousel.getByText('Ts & Cs apply', { exact: true })).toBeVisible();
  await expect(
    carousel.getByText('Offer expires: 31 December 2030', { exact: true }),
  ).toBeVisible();
  // Nike's Black Friday offer of 2025 has expired.
  await expect(carousel.getByText('Black Friday: 30% off everything')).toHaveCount(0);

  await carousel.getByRole('link', { name: 'Extra 20% off already reduced footwear' }).click();
  await expect(page).toHaveURL(/\/offers\/nike-extra-20-off-already-reduced-footwear\/$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Extra 20% off already reduced footwear' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Nike', exact: true })).toHaveAttribute(
    'href',
    '/stores/nike/',
  );
  await expect(main.getByRole('link', { name: 'See store' })).toHaveAttribute(
    'href',
    '/stores/nike/',
  );
  await expect(main.getByRole('link', { name: 'Back to offers' })).toHaveAttribute(
    'href',
    '/offers/',
  );
});

test("the home page's WHAT'S ON? and latest news blocks", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);

  const events = page.getByRole('region', { name: "WHAT'S ON?" });
  const eventCards = events.getByRole('listitem');
  await expect(eventCards).toHaveCount(3);
  // Past events (Easter 2025, Santa photos 2025) are gone; the first three upcoming remain.
  await expect(eventCards.getByRole('heading', { level: 3 })).toHaveText([
    'Fyshwick farmers market',
    'Kids Club Sundays',
    'VIP late night shopping',
  ]);
  await expect(eventCards.first().getByText('1 January 2026 — 31 December 2030')).toBeVisible();
  await expect(events.getByRole('link', { name: 'See all events' })).toHaveAttribute(
    'href',
    '/whats-on/?filter=events',
  );

  const news = page.getByRole('region', { name: 'Latest news' });
  const articleCards = news.getByRole('listitem');
  await expect(articleCards).toHaveCount(4);
  await expect(articleCards.getByRole('heading', { level: 3 })).toHaveText([
    'Gift ideas under $50',
    "A runner's guide to choosing shoes",
    'Styling your living room on a budget',
    'Free EV charging now available',
  ]);
  await expect(articleCards.first().getByText('1 May 2026', { exact: true })).toBeVisible();
  // The first article is the large one.
  const lead = await articleCards.nth(0).boundingBox();
  const next = await articleCards.nth(1).boundingBox();
  expect(lead!.width).toBeGreaterThan(next!.width * 1.5);
  await expect(
    news.getByRole('link', { name: 'Read more news and blog posts', exact: true }),
  ).toHaveAttribute('href', '/whats-on/?filter=articles');
  await news.getByRole('link', { name: 'Free EV charging now available' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'News article' })).toBeVisible();
});

test('the jobs page lists each job compactly: position, store and closing date', async ({
  page,
}) => {
  await page.goto('/jobs/');
  await waitForHydration(page);
  const block = page.getByRole('region', { name: 'Upcoming listings' });
  const rows = block.getByRole('listitem');
  await expect(rows).toHaveCount(6);

  const nike = rows.filter({ has: page.getByRole('link', { name: 'Retail assistant (casual)' }) });
  await expect(nike.getByText('Nike', { exact: true })).toBeVisible();
  await expect(nike.getByText('Closes 12 December 2026', { exact: true })).toBeVisible();
  await expect(nike.getByRole('img')).toHaveCount(0);
  await expect(nike.getByRole('link', { name: 'Retail assistant (casual)' })).toHaveAttribute(
    'href',
    '/jobs/retail-assistant-nike/',
  );

  const barista = rows.filter({ has: page.getByRole('link', { name: 'Barista' }) });
  await expect(barista.getByText("Gloria Jean's", { exact: true })).toBeVisible();
  await expect(barista.getByText(/^Closes \d+ \w+ 20\d\d$/)).toBeVisible();
  // A row is one line of text high on a laptop: no summary, no picture.
  const box = await nike.boundingBox();
  expect(box!.height).toBeLessThan(80);
});

test.describe('while mf-forms is down', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${REMOTE_ORIGINS.forms}/**`, (route) => route.abort('connectionrefused'));
  });

  test("the What's On pages and a job's page keep working", async ({ page }) => {
    await page.goto('/whats-on/');
    await waitForHydration(page);
    const tabs = page.getByRole('group', { name: "Filter What's On" });
    await tabs.getByRole('button', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\?filter=events$/);
    await page.getByRole('main').getByRole('link', { name: 'Kids Club Sundays' }).click();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Kids Club Sundays' }),
    ).toBeVisible();

    await page.goto('/offers/');
    await waitForHydration(page);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Offers' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

    await page.goto('/jobs/retail-assistant-nike/');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Retail assistant (casual)' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Additional details' })).toBeVisible();
    await expect(
      main.getByText(
        'The application form is not available right now. Please apply by email to careers.canberra@nike.example.',
      ),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'careers.canberra@nike.example' })).toHaveAttribute(
      'href',
      'mailto:careers.canberra@nike.example',
    );
    await main.getByRole('link', { name: 'Back to all jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\/$/);
    await expect(page.getByRole('region', { name: 'Upcoming listings' })).toBeVisible();
  });
});
