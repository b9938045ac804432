import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS } from '../support/site';

const FALLBACK = 'This part of the page is not available right now.';

test('a blocked remote origin costs only its own part of the page', async ({ page }) => {
  await page.route(`${REMOTE_ORIGINS.stores}/**`, (route) => route.abort('connectionrefused'));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/stores/');
  await expect(page.getByRole('main')).toContainText(FALLBACK);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();

  const reported = await page.evaluate(() => {
    const dataLayer = (window as unknown as { dataLayer?: { event: string; source?: string }[] }).dataLayer;
    return (dataLayer ?? []).filter((entry) => entry.event === 'site_error').map((entry) => entry.source);
  });
  expect(reported).toContain('remote stores/StoreDirectoryPage');
  expect(errors.some((text) => text.includes('stores/StoreDirectoryPage'))).toBe(true);

  // The other remotes still work in the same tab.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

test('a page with a block of a blocked remote keeps its own content', async ({ page }) => {
  await page.route(`${REMOTE_ORIGINS.forms}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/colouring-competition/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText(FALLBACK);
  await expect(main.getByRole('checkbox')).toHaveCount(0);
});

test('a remote that is too slow gives up and shows its fallback', async ({ page }) => {
  await page.route(`${REMOTE_ORIGINS.gifts}/**`, () => {
    // Never answered: the remote hangs.
  });
  await page.goto('/gift-generator/');
  await expect(page.getByRole('main')).toContainText(FALLBACK, { timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});
