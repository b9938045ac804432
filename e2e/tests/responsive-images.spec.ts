import { expect, test } from '@playwright/test';
import { readPageData } from '../support/pageData';

// Content images come in the sizes the content build made of them, with their size set, and the
// first screen's largest image is fetched at once.

test('a content image has srcset, width and height, and its copies exist', async ({
  page,
  request,
}) => {
  await page.goto('/stores/');
  const thumb = page.getByRole('main').locator('img').first();
  await expect(thumb).toHaveAttribute('width', /\d+/);
  await expect(thumb).toHaveAttribute('height', /\d+/);
  const srcset = await thumb.getAttribute('srcset');
  expect(srcset).toMatch(/-\d+w\.webp \d+w/);
  for (const candidate of srcset!.split(', ')) {
    const [url] = candidate.split(' ');
    const response = await request.get(url!);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  }
  // Far below the first screen: lazy.
  await expect(page.getByRole('main').locator('img').last()).toHaveAttribute('loading', 'lazy');
});

test('the first-screen image of the home page and of a store page is not lazy', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('.hero-slider img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(await hero.getAttribute('loading')).not.toBe('lazy');

  const { store } = readPageData<'store-detail'>('/stores/nike/').context;
  await page.goto('/stores/nike/');
  const map = page.locator(`img[src="${store.map.url}"]`);
  await expect(map).toHaveAttribute('fetchpriority', 'high');
  expect(await map.getAttribute('loading')).not.toBe('lazy');
});
