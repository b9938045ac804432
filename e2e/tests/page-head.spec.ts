import { expect, test } from '@playwright/test';
import { readPageData } from '../support/pageData';
import { waitForHydration } from '../support/hydration';

// The head follows the shopper through in-app navigation: title, description, canonical, share
// tags and structured data of the page now shown.

test('moving from the home page to a store page rewrites the head', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stores', exact: true })
    .click();
  await expect(page).toHaveTitle('Stores - Canberra Outlet Centre');
  await page.getByRole('main').getByRole('link', { name: 'Nike', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();

  const store = readPageData<'store-detail'>('/stores/nike/');
  await expect(page).toHaveTitle('Nike - Canberra Outlet Centre');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', store.share.url);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    store.share.description,
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', store.share.url);
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute(
    'content',
    String(store.share.imageWidth),
  );
  const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
    'Store',
  ]);
  // One set of page tags, not the home page's and the store's.
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
});
