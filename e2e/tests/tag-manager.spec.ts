import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// The tag manager as configured in the e2e build (GTM_CONTAINER_ID=GTM-E2ETEST1). Google's
// script cannot load here, so a TAG MANAGER TEST DOUBLE (a one-line script that marks the data
// layer) answers for it where a test says so.
const CONTAINER_SCRIPT = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST1';
const TEST_DOUBLE = "window.dataLayer.push({ event: 'tag-manager-test-double-loaded' });";

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  );

test('the container script loads once, after the page has loaded, with the gtm.js start event', async ({
  page,
}) => {
  const requested: { at: number; loadedAlready: boolean }[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push({
      at: Date.now(),
      loadedAlready: await page.evaluate(() => document.readyState === 'complete'),
    });
    await route.fulfill({ contentType: 'text/javascript', body: TEST_DOUBLE });
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => dataLayerEvents(page)).toContain('tag-manager-test-double-loaded');
  expect(requested).toHaveLength(1);
  expect(requested[0]?.loadedAlready).toBe(true);
  const events = await dataLayerEvents(page);
  expect(events.indexOf('gtm.js')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('gtm.js')).toBeLessThan(events.indexOf('tag-manager-test-double-loaded'));
  await expect(page.locator(`script[src="${CONTAINER_SCRIPT}"]`)).toHaveCount(1);

  // In-app navigation neither loads it again nor stops the page views.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await expect(page).toHaveURL(/\/offers\/$/);
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((e) => e === 'pageview').length)
    .toBeGreaterThanOrEqual(2);
  expect(requested).toHaveLength(1);
});

test('without the tag manager (no network) the site works and still records page views', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let failed = 0;
  await page.route('https://www.googletagmanager.com/**', (route) => {
    failed += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => failed).toBe(1);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stores' })
    .click();
  await expect(page).toHaveURL(/\/stores\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const events = await dataLayerEvents(page);
  expect(events).toContain('gtm.js');
  expect(events.filter((event) => event === 'pageview').length).toBeGreaterThanOrEqual(2);
  expect(pageErrors).toEqual([]);
});
