import { expect, test, type Page } from '@playwright/test';
import { clearFaults, injectFault } from '../support/faults';

// docs/reference/messages.md#page-data: each way page data can fail, made real by the server misbehaving.
// A page opened from its address is pre-rendered with its data; page data is fetched when the
// shopper moves to another page inside the site, so each fault is met on such a move.

const OFFERS_DATA = '/assets/data/offers/index.json';

test.afterEach(async ({ request }) => clearFaults(request));

async function expectChromeIntact(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function goToOffersInApp(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers' })
    .click();
}

test("another non-200 answer shows 'Failed to fetch {url}.'", async ({ page, request }) => {
  await injectFault(request, { path: OFFERS_DATA, status: 500, body: 'boom' });
  await goToOffersInApp(page);
  await expect(page.getByRole('alert')).toContainText(`Failed to fetch ${OFFERS_DATA}.`);
  await expectChromeIntact(page);
});

test("unparseable JSON shows 'Failed to parse JSON'", async ({ page, request }) => {
  await injectFault(request, { path: OFFERS_DATA, body: '{"hash": "x", "template": ' });
  await goToOffersInApp(page);
  await expect(page.getByRole('alert')).toContainText('Failed to parse JSON');
  await expectChromeIntact(page);
});

test('page data without a hash is an error', async ({ page, request }) => {
  await injectFault(request, {
    path: OFFERS_DATA,
    body: '{"template":"offers","path":"/offers/"}',
  });
  await goToOffersInApp(page);
  await expect(page.getByRole('alert')).toContainText(
    `JSON data ${OFFERS_DATA} is missing a hash.`,
  );
});

test('page data of another build reloads the browser at the target address', async ({
  page,
  request,
}) => {
  // The fault goes in before the home page opens: the Offers link in view prefetches its page
  // data after 250 ms, and a prefetch of the real data would let the move succeed in the app.
  await injectFault(request, {
    path: OFFERS_DATA,
    body: '{"hash":"another-build","template":"offers"}',
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  const documentLoads: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documentLoads.push(new URL(req.url()).pathname);
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers' })
    .click();

  // A full reload at /offers/: the pre-rendered page of the new build, which needs no page data.
  await expect(page).toHaveURL(/\/offers\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  expect(documentLoads).toEqual(['/offers/']);
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
});

test('without a fault the same move renders the page, so the faults above were the cause', async ({
  page,
}) => {
  await goToOffersInApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
