import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { interactions } from '../support/dataLayer';
import { recordPageChanges, waitForHydration, waitForRemotePart } from '../support/hydration';
import { REPO_ROOT } from '../support/site';

// The gift guide as a shopper uses it: filters in the address, 'Load more', the generator tiles,
// gift pages and the store page's gift slider. Expected gifts are worked out from the seed here,
// with the rules of docs/reference/rules.md#gift-filters written out again, not with the site's code.

interface SeedGift {
  title: string;
  price: number;
  categories: number[];
  recipientCategories: string[];
}
interface SeedCategory {
  tid: number;
  parent: number;
}
/** A collection of the seed: one file per item in its folder (decision 262). */
const seed = <T>(folder: string): T[] => {
  const dir = path.join(REPO_ROOT, 'content/seed', folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T);
};
const GIFTS = seed<SeedGift>('gifts');
const CATEGORIES = seed<SeedCategory>('categories');
const inCategory = (gift: SeedGift, tid: number) =>
  gift.categories.some(
    (own) => own === tid || CATEGORIES.some((c) => c.tid === own && c.parent === tid),
  );
const titles = (gifts: SeedGift[]) => gifts.map((gift) => gift.title).sort();

async function openGuide(page: Page, address = '/gift-generator/') {
  await page.goto(address);
  await waitForHydration(page);
  // The guide's buttons answer once mf-gifts has hydrated its part, which can come after the shell.
  await waitForRemotePart(page, 'gifts/GiftGeneratorPage');
  await expect(page.getByRole('button', { name: 'Find a gift!' })).toBeVisible();
}

const results = (page: Page) => page.getByRole('list', { name: 'Gifts' }).getByRole('listitem');
const resultTitles = async (page: Page) =>
  (await results(page).getByRole('heading', { level: 3 }).allTextContents()).sort();

test('picking filters shows the matching gifts, puts them in the address, and Back undoes it', async ({
  page,
}) => {
  await openGuide(page);
  await expect(results(page)).toHaveCount(8);
  await page.getByLabel('I need a gift for').selectOption('For Her');
  await page.getByLabel('Price Range').selectOption({ label: '$0–$50' });
  await page.getByRole('button', { name: 'Find a gift!' }).click();

  await expect(page).toHaveURL(/\/gift-generator\/\?for=For\+Her&price=0-50$/);
  const expected = GIFTS.filter((g) => g.recipientCategories.includes('For Her') && g.price < 51);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => resultTitles(page)).toEqual(titles(expected));

  expect(await interactions(page)).toEqual([
    expect.objectContaining({
      target: 'gift guide',
      action: 'filter',
      properties: expect.objectContaining({ recipient: 'For Her' }),
      interactionType: 'filter',
    }),
  ]);

  await page.goBack();
  await expect(page).toHaveURL(/\/gift-generator\/$/);
  await expect(page.getByLabel('I need a gift for')).toHaveValue('');
  await expect(results(page)).toHaveCount(8);
});

test("'Load more' adds 8 at a time until every gift shows, moving focus to the first new one", async ({
  page,
}) => {
  await openGuide(page);
  let shown = 8;
  await expect(results(page)).toHaveCount(shown);
  const more = page.getByRole('button', { name: 'Load more' });
  while (shown < GIFTS.length) {
    await more.click();
    const firstNew = shown;
    shown = Math.min(shown + 8, GIFTS.length);
    await expect(results(page)).toHaveCount(shown);
    await expect(results(page).nth(firstNew).getByRole('link')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'gifts shown' })).toHaveText(
      `${shown} of ${GIFTS.length} gifts shown`,
    );
  }
  await expect(more).toHaveCount(0);
  const loads = (await interactions(page)).filter((entry) => entry.action === 'load more');
  expect(loads.map((entry) => entry.value)).toEqual(
    Array.from({ length: Math.ceil(GIFTS.length / 8) - 1 }, (_, i) =>
      Math.min((i + 2) * 8, GIFTS.length),
    ),
  );
});

test("filters that match nothing say 'No results found'", async ({ page }) => {
  await openGuide(page);
  await page.getByLabel('I need a gift for').selectOption('Home');
  await page.getByLabel('Category').selectOption({ label: 'Sport' });
  await page.getByRole('button', { name: 'Find a gift!' }).click();
  expect(GIFTS.filter((g) => g.recipientCategories.includes('Home') && inCategory(g, 20))).toEqual(
    [],
  );
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('a shared filtered address opens with its filters chosen and its gifts shown', async ({
  page,
}) => {
  await openGuide(page, '/gift-generator/?for=Kids&price=0-50');
  await expect(page.getByLabel('I need a gift for')).toHaveValue('Kids');
  await expect(page.getByLabel('Price Range')).toHaveValue('0-50');
  const expected = GIFTS.filter((g) => g.recipientCategories.includes('Kids') && g.price < 51);
  await expect(results(page)).toHaveCount(Math.min(expected.length, 8));
  if (expected.length <= 8) await expect.poll(() => resultTitles(page)).toEqual(titles(expected));
});

test("a shopper finds the gift generator from the footer's Gift Guide link", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift Guide' }).click();
  await expect(page).toHaveURL(/\/gift-guide\/$/);
  await page
    .getByRole('region', { name: 'The gift generator' })
    .getByRole('link', { name: 'Start exploring' })
    .click();
  await expect(page).toHaveURL(/\/gift-generator\/$/);
  await expect(page.getByRole('button', { name: 'Find a gift!' })).toBeVisible();
});

test('a shared filtered address shows its gifts without a layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const changes = await recordPageChanges(page);
  await openGuide(page, '/gift-generator/?category=20');
  const expected = GIFTS.filter((g) => inCategory(g, 20));
  await expect(results(page)).toHaveCount(Math.min(expected.length, 8));
  const { cls, hydrationErrors } = await changes();
  expect(hydrationErrors).toEqual([]);
  expect(cls).toBeLessThanOrEqual(0.01);
});

test('a generator tile of the gift guide page arrives with its category chosen and its gifts shown', async ({
  page,
}) => {
  await page.goto('/gift-guide/');
  await waitForHydration(page);
  const generator = page.getByRole('region', { name: 'The gift generator' });
  await expect(generator.getByRole('link', { name: 'Start exploring' })).toHaveAttribute(
    'href',
    '/gift-generator/',
  );
  await generator.getByRole('link', { name: 'Sport' }).click();
  await expect(page).toHaveURL(/\/gift-generator\/\?category=20$/);
  await expect(page.getByLabel('Category')).toHaveValue('20');
  const expected = GIFTS.filter((g) => inCategory(g, 20));
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => resultTitles(page)).toEqual(titles(expected));
});

test('the Gift Guide page holds the guide as a content block: pre-rendered, filtering in its own address', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/gift-guide/')).text();
  expect(served).toContain('Find a gift!');
  expect(served).toContain('Products are a guide only.');

  await page.goto('/gift-guide/');
  await waitForHydration(page);
  await waitForRemotePart(page, 'gifts/GiftGuideBlock');
  const guide = page.getByRole('region', { name: 'Find a gift' });
  await expect(guide.getByRole('list', { name: 'Gifts' }).getByRole('listitem')).toHaveCount(8);
  await guide.getByLabel('I need a gift for').selectOption('Kids');
  await guide.getByLabel('Category').selectOption({ label: 'Sport' });
  await guide.getByRole('button', { name: 'Find a gift!' }).click();

  await expect(page).toHaveURL(/\/gift-guide\/\?for=Kids&category=20$/);
  const expected = GIFTS.filter((g) => g.recipientCategories.includes('Kids') && inCategory(g, 20));
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => resultTitles(page)).toEqual(titles(expected));

  await page.goBack();
  await expect(page).toHaveURL(/\/gift-guide\/$/);
  await expect(guide.getByLabel('Category')).toHaveValue('');
  await expect(results(page)).toHaveCount(8);

  await page.goto('/gift-guide/?price=0-50');
  await expect(guide.getByLabel('Price Range')).toHaveValue('0-50');
  const cheap = GIFTS.filter((g) => g.price < 51);
  await expect(results(page)).toHaveCount(Math.min(cheap.length, 8));
});

test("a gift with an original price shows the current price in red, the original struck through, said as 'Now' and 'Was'", async ({
  page,
}) => {
  await page.goto('/stores/nike/gift/air-zoom-pegasus-running-shoes/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Air Zoom Pegasus running shoes' }),
  ).toBeVisible();
  const price = page.locator('.gift-detail__price');
  await expect(price).toHaveText('Now $139.99 Was $199.99');
  await expect(price.locator('s')).toHaveText('Was $199.99');
  const red = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--colour-sale').trim(),
  );
  const current = price.getByText('$139.99', { exact: true });
  const colour = await current.evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe(
    await page.evaluate((value) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, red),
  );
  const store = page.getByRole('complementary', { name: 'Available at Nike' });
  await store.getByRole('link', { name: 'Nike' }).click();
  await expect(page).toHaveURL(/\/stores\/nike\/$/);
});

test('a gift without an original price shows its price only', async ({ page }) => {
  await page.goto('/stores/calvin-klein/gift/cotton-stretch-trunks-3-pack/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trunks/i);
  const price = page.locator('.gift-detail__price');
  await expect(price).toHaveText('$49.95');
  await expect(price.locator('s')).toHaveCount(0);
});

test("the store page's gift slider moves by its buttons and by keyboard, wrapping around", async ({
  page,
}) => {
  // 900 px: two gifts in view, moving one at a time, no autoplay (docs/reference/limits.md).
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/stores/toyworld/');
  const section = page.getByRole('region', { name: 'Looking for the perfect gift?' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.slider__viewport[data-attached]')).toHaveCount(1);
  const inView = section.locator('[role="group"]:not([inert])');
  const total = await section.getByRole('group').count();
  expect(total).toBeGreaterThanOrEqual(3);
  // The two slides in view, in page order (after wrapping, the last sits before the first).
  const namesInView = () =>
    inView.evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
  const of = (n: number) => `${n} of ${total}`;
  await expect.poll(namesInView).toEqual([of(1), of(2)]);

  await section.getByRole('button', { name: /Next/ }).click();
  await expect.poll(namesInView).toEqual([of(2), of(3)]);
  await page.keyboard.press('ArrowRight');
  await expect.poll(namesInView).toEqual([of(3), of(4)]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(namesInView).toEqual([of(2), of(3)]);
  await section.getByRole('button', { name: /Previous/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(namesInView).toEqual([of(1), of(2)]);
  // Wrap-around: before the first comes the last.
  await page.keyboard.press('Enter');
  await expect.poll(namesInView).toEqual([of(1), of(total)]);

  // A gift in view is a link to its page.
  await section
    .getByRole('group', { name: of(total) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/stores\/toyworld\/gift\/[^/]+\/$/);
});

test("a store page with several gifts does not grow wider than a phone's screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/stores/toyworld/');
  const section = page.getByRole('region', { name: 'Looking for the perfect gift?' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.slider__viewport[data-attached]')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
