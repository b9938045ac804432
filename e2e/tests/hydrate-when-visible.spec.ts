import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { REMOTE_ORIGINS } from '../support/site';

// On a phone, a store page's offer and gift sliders (mf-whats-on, mf-gifts) sit below the first
// screen: they stay pre-rendered HTML, costing no script, until the shopper scrolls near them.

test('a store page loads its sliders only when the shopper scrolls near them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const sliderRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(REMOTE_ORIGINS.whats_on) || url.startsWith(REMOTE_ORIGINS.gifts))
      sliderRequests.push(url);
  });
  await page.goto('/stores/adairs/');
  await waitForHydration(page);
  const regions = page.getByRole('main').locator('[data-remote-region]');
  const storeRegion = regions.filter({
    has: page.getByRole('heading', { level: 1, name: 'Adairs' }),
  });
  await expect(storeRegion.first()).toHaveAttribute('data-remote-ready', '');
  await page.waitForLoadState('networkidle');

  const offer = page.getByRole('heading', { name: '40% off quilt covers' });
  const offersRegion = regions.filter({ has: offer }).last();
  await expect(offer).toBeAttached();
  await expect(offersRegion).not.toHaveAttribute('data-remote-ready');
  expect(sliderRequests).toEqual([]);

  await offer.scrollIntoViewIfNeeded();
  await expect(offersRegion).toHaveAttribute('data-remote-ready', '');
  expect(sliderRequests.some((url) => url.startsWith(REMOTE_ORIGINS.whats_on))).toBe(true);
  await expect(offer).toBeVisible();

  const gifts = page.getByRole('heading', { name: 'Looking for the perfect gift?' });
  await gifts.scrollIntoViewIfNeeded();
  await expect(regions.filter({ has: gifts }).last()).toHaveAttribute('data-remote-ready', '');
  expect(sliderRequests.some((url) => url.startsWith(REMOTE_ORIGINS.gifts))).toBe(true);
});
