import { expect, test } from '@playwright/test';
import { DEFAULT_STORE_BANNER } from 'shared-lib/content';
import { readPageData } from '../support/pageData';
import { waitForHydration } from '../support/hydration';

// Content images come in the sizes the content build made of them, with their size set, and the
// first screen's largest image is fetched at once.

test('a content image has srcset, width and height, and its copies exist', async ({
  page,
  request,
}) => {
  await page.goto('/stores/');
  // What the page keeps once its scripts run, not only the server's HTML.
  await waitForHydration(page);
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
  await waitForHydration(page);
  const hero = page.locator('.hero-slider img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(await hero.getAttribute('loading')).not.toBe('lazy');

  const { store } = readPageData<'store-detail'>('/stores/nike/').context;
  await page.goto('/stores/nike/');
  await waitForHydration(page);
  // The banner is the largest image of the first screen (the centre plan is drawn inline).
  for (const image of [store.banner ?? DEFAULT_STORE_BANNER]) {
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

test('every content image of the home page and a store page has srcset, width and height', async ({
  page,
}) => {
  for (const path of ['/', '/stores/nike/']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const images = await page.locator('img[src^="/images/"]').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        srcset: img.getAttribute('srcset') ?? '',
        width: img.getAttribute('width') ?? '',
        height: img.getAttribute('height') ?? '',
      })),
    );
    expect(images.length, path).toBeGreaterThan(2);
    const incomplete = images.filter(
      (image) =>
        !/ \d+w$/.test(image.srcset) || !/^\d+$/.test(image.width) || !/^\d+$/.test(image.height),
    );
    expect(incomplete, path).toEqual([]);
  }
});
