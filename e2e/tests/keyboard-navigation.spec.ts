import { expect, test } from '@playwright/test';
import { readPageData } from '../support/pageData';
import { waitForHydration } from '../support/hydration';

test('the first Tab reaches the skip link, which moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a page reached inside the app starts at the top, with focus on its main content', async ({
  page,
}) => {
  const { context } = readPageData<'store-directory'>('/stores/');
  const last = context.stores.at(-1)!;
  await page.goto('/stores/');
  // The page's scripts start once it has loaded; until the directory has hydrated its links are plain.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('main').getByRole('link', { name: last.title, exact: true });
  await link.focus();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('every link on the home page has a name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  const unnamed = await page.getByRole('link').evaluateAll((links) =>
    links
      .filter((link) => {
        const text = (link.textContent ?? '').trim();
        const alt = [...link.querySelectorAll('img')].some((img) => img.getAttribute('alt'));
        return text === '' && !alt && !link.getAttribute('aria-label');
      })
      .map((link) => link.getAttribute('href')),
  );
  expect(unnamed).toEqual([]);
});
