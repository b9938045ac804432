import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all/');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(main).toContainText(
    "This page doesn't exist. If you feel like there should be a page here, Contact us.",
  );
  await expect(page).toHaveTitle(/^Page Not Found - /);
  await main.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole('heading', { name: '404' })).toHaveCount(0);
});

test('an unknown path reached inside the app shows the 404 page too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/stores/no-such-store/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: '404' }),
  ).toBeVisible();
});

test('an address without its trailing slash lands on the canonical one', async ({ page }) => {
  await page.goto('/stores');
  await expect(page).toHaveURL(/\/stores\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});
