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
