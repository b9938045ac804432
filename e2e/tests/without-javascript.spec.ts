import { expect, test } from '@playwright/test';
import { readPageData } from '../support/pageData';

// With JavaScript off, a shopper still reads the pages and follows their links.

test.use({ javaScriptEnabled: false });

test('a store page reads and links to the directory', async ({ page }) => {
  await page.goto('/stores/nike/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('About Nike');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stores', exact: true })
    .click();
  await expect(page).toHaveURL(/\/stores\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});

test('the home page reads and links to trading hours', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /^Today / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/trading-hours\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading hours' })).toBeVisible();
});

test('an article reads and links back to its listing', async ({ page }) => {
  const address = '/whats-on/news/gift-ideas-under-50/';
  const { article } = readPageData<'article-detail'>(address).context;
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await page.getByRole('link', { name: /^Back to/ }).click();
  await expect(page).toHaveURL(/\/whats-on\/?\?filter=/);
  await expect(page.getByRole('heading', { level: 1, name: "What's On" })).toBeVisible();
});
