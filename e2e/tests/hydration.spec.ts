import { expect, test } from '@playwright/test';
import { recordPageChanges, waitForHydration } from '../support/hydration';

// A pre-rendered page is adopted by the browser without a visible change: no 'Loading...' or
// fallback is ever inserted, nothing shifts, React reports no hydration error.

const REMOTE_FALLBACK = 'This part of the page is not available right now.';

for (const [name, address] of [
  ['the home page', '/'],
  ['a store page', '/stores/nike/'],
  ['an offer page', '/offers/adidas-members-week-40-off/'],
  ['a gift page', '/stores/nike/gift/air-zoom-pegasus-running-shoes/'],
  ['the 404 page at an unknown address', '/no-such-page/'],
] as const) {
  test(`${name} hydrates without a flash, a shift or an error`, async ({ page }) => {
    const changes = await recordPageChanges(page);
    await page.goto(address);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const { inserted, cls, pageErrors, hydrationErrors, siteErrors } = await changes();
    expect(
      inserted.filter((text) => text.includes('Loading...') || text.includes(REMOTE_FALLBACK)),
    ).toEqual([]);
    expect(hydrationErrors).toEqual([]);
    expect(siteErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(cls).toBeLessThanOrEqual(0.01);
  });
}

test('a content page with an image beside text does not shift when its image loads (desktop)', async ({
  page,
}) => {
  // Lighthouse's desktop screen: the image-and-text block is in view.
  await page.setViewportSize({ width: 1350, height: 940 });
  const changes = await recordPageChanges(page);
  await page.goto('/about-us/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect((await changes()).cls).toBeLessThanOrEqual(0.01);
});

test('the page does not move sideways when it grows past the screen and a scrollbar appears (desktop)', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A desktop Chromium draws a classic scrollbar, which Playwright's headless default hides; a
  // first paint of a long page's first part, shorter than the screen, has none.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1350, height: 940 } });
    await page.goto('/stores/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const leftWhenLong = (await header.boundingBox())!.x;
    await page.evaluate(() => {
      for (const part of document.querySelectorAll<HTMLElement>('main, footer')) {
        part.style.display = 'none';
      }
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      940,
    );
    expect((await header.boundingBox())!.x).toBe(leftWhenLong);
  } finally {
    await browser.close();
  }
});

test('search results arrive after load in the space kept for them: nothing shifts', async ({
  page,
}) => {
  const changes = await recordPageChanges(page);
  await page.goto('/search/?q=shoes');
  await expect(page.getByRole('region', { name: 'Stores' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { cls, pageErrors, hydrationErrors } = await changes();
  expect(hydrationErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(cls).toBeLessThanOrEqual(0.01);
});
