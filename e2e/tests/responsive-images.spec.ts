import { expect, test } from '@playwright/test';
import { DEFAULT_STORE_BANNER } from 'shared-lib/content';
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
  // The map is the largest image of a phone's first screen, the banner of a wide screen's.
  for (const image of [store.map, store.banner ?? DEFAULT_STORE_BANNER]) {
    const img = page.locator(`img[src="${image.url}"]`);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(await img.getAttribute('loading'), image.url).not.toBe('lazy');
  }
});

test('a phone gets the hero slide’s mobile image in a copy near its width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/');
  const hero = page.locator('.hero-slider img').first();
  await expect(hero).toHaveJSProperty('complete', true);
  const source = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(source).toMatch(/-mobile-\d+w\.webp$/);
  // The narrow picture carries its own size, so the space kept for it has its shape.
  const box = await hero.boundingBox();
  const { width, height } = await page
    .locator('.hero-slider source')
    .first()
    .evaluate((element) => ({
      width: Number(element.getAttribute('width')),
      height: Number(element.getAttribute('height')),
    }));
  expect(Math.abs(box!.height / box!.width - height / width)).toBeLessThan(0.02);
  await context.close();
});
