import { expect, test, type Page } from '@playwright/test';
import type { StoreSummary } from 'shared-lib/content';
import { interactions } from '../support/dataLayer';
import { recordPageChanges, waitForHydration } from '../support/hydration';
import { readPageData } from '../support/pageData';

// /stores/ as a shopper uses it: filters by category and word, the empty message, the address
// and Back/Forward, a shared filtered address, a card to its store, and saved stores.

const NO_STORES =
  "It looks like we couldn't find a store! Broaden your search, or reset your search and try again.";

const { stores, categories } = readPageData<'store-directory'>('/stores/').context;
const categoryNamed = (name: string) => {
  const found = categories.find((category) => category.name === name);
  if (!found) throw new Error(`The seed content has no category ${name}`);
  return found;
};
const inCategory = (store: StoreSummary, id: number) =>
  store.category.some((category) => category.id === id || category.parent === id);
const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ');

async function openDirectory(page: Page, address = '/stores/'): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
  await expect(directoryRegion(page)).toHaveAttribute('data-remote-ready', '');
}

const directoryRegion = (page: Page) =>
  page
    .getByRole('main')
    .locator('[data-remote-region]')
    .filter({ has: page.getByRole('heading', { level: 1, name: 'Stores' }) })
    .first();
const grid = (page: Page) => page.locator('.store-directory__grid');
const cardLink = (page: Page, title: string) =>
  grid(page).getByRole('link', { name: title, exact: true });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ stores?$/ });
const categorySelect = (page: Page) =>
  page.getByRole('search', { name: 'Stores' }).getByLabel('Category');
const searchBox = (page: Page) =>
  page.getByRole('search', { name: 'Stores' }).getByRole('searchbox', { name: 'Search stores' });

test('filters by a parent category, then by one of its children', async ({ page }) => {
  await openDirectory(page);
  await expect(count(page)).toHaveText(`${stores.length} stores`);

  const parent = categories.find(
    (category) =>
      category.parent === 0 && categories.some((child) => child.parent === category.tid),
  )!;
  const inParent = stores.filter((store) => inCategory(store, parent.tid));
  const outside = stores.find((store) => !inCategory(store, parent.tid))!;
  await categorySelect(page).selectOption({ label: parent.name });
  await expect(page).toHaveURL(new RegExp(`[?&]category=${parent.tid}\\b`));
  await expect(count(page)).toHaveText(`${inParent.length} stores`);
  await expect(cardLink(page, inParent[0]!.title)).toBeVisible();
  await expect(cardLink(page, outside.title)).toHaveCount(0);

  const child = categories.find(
    (category) =>
      category.parent === parent.tid && stores.some((store) => inCategory(store, category.tid)),
  )!;
  const inChild = stores.filter((store) => inCategory(store, child.tid));
  // Children are listed under their parent, indented.
  await categorySelect(page).selectOption({ label: `\u00a0\u00a0\u00a0${child.name}` });
  await expect(count(page)).toHaveText(
    inChild.length === 1 ? '1 store' : `${inChild.length} stores`,
  );
  await expect(cardLink(page, inChild[0]!.title)).toBeVisible();
  const inParentNotChild = inParent.find((store) => !inCategory(store, child.tid));
  if (inParentNotChild) await expect(cardLink(page, inParentNotChild.title)).toHaveCount(0);
});

test('finds a store by a word only its about text has; an unknown word shows the message and Reset', async ({
  page,
}) => {
  // A word of at least 6 letters in exactly one store's about text and in no store's title.
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{6,}/g) ?? []);
  const titles = stores.map((store) => store.title.toLowerCase()).join(' ');
  const inAbouts = stores.map((store) => words(plainText(store.about.processed)));
  const word = [...inAbouts.flatMap((set) => [...set])].find(
    (candidate) =>
      !titles.includes(candidate) &&
      stores.filter((store) => plainText(store.about.processed).toLowerCase().includes(candidate))
        .length === 1,
  );
  if (!word) throw new Error('The seed content has no word unique to one about text');
  const owner = stores.find((store) =>
    plainText(store.about.processed).toLowerCase().includes(word),
  )!;

  await openDirectory(page);
  // Upper case: matching ignores case.
  await searchBox(page).fill(word.toUpperCase());
  await searchBox(page).press('Enter');
  await expect(count(page)).toHaveText('1 store');
  await expect(cardLink(page, owner.title)).toBeVisible();

  await searchBox(page).fill('zzqxjv');
  await searchBox(page).press('Enter');
  await expect(page.getByText(NO_STORES)).toBeVisible();
  await expect(count(page)).toHaveText('0 stores');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(count(page)).toHaveText(`${stores.length} stores`);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/stores\/$/);
});

test('Back and Forward step through filter changes; Clear all empties the filters', async ({
  page,
}) => {
  const category = categoryNamed('Fashion');
  const inFashion = stores.filter((store) => inCategory(store, category.tid));
  await openDirectory(page);
  await categorySelect(page).selectOption({ label: category.name });
  await expect(count(page)).toHaveText(`${inFashion.length} stores`);
  await searchBox(page).fill('zzqxjv');
  await searchBox(page).press('Enter');
  await expect(page.getByText(NO_STORES)).toBeVisible();

  await page.goBack();
  await expect(count(page)).toHaveText(`${inFashion.length} stores`);
  await expect(searchBox(page)).toHaveValue('');
  await expect(categorySelect(page)).toHaveValue(String(category.tid));
  await page.goBack();
  await expect(count(page)).toHaveText(`${stores.length} stores`);
  await expect(categorySelect(page)).toHaveValue('');
  await page.goForward();
  await expect(count(page)).toHaveText(`${inFashion.length} stores`);
  await expect(categorySelect(page)).toHaveValue(String(category.tid));

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(count(page)).toHaveText(`${stores.length} stores`);
  await expect(page).toHaveURL(/\/stores\/$/);
});

test('a shared filtered address opens filtered, and a card leads to its store', async ({
  page,
}) => {
  const category = categoryNamed('Home');
  const inHome = stores.filter((store) => inCategory(store, category.tid));
  await openDirectory(page, `/stores/?category=${category.tid}`);
  await expect(count(page)).toHaveText(`${inHome.length} stores`);
  await expect(categorySelect(page)).toHaveValue(String(category.tid));

  const store = inHome[0]!;
  await cardLink(page, store.title).click();
  await expect(page).toHaveURL(new RegExp(`${store.path.alias}$`));
  await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
});

for (const width of [375, 1280])
  test(`a shared filtered address shows its stores without a layout shift at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const changes = await recordPageChanges(page);
    const category = categoryNamed('Sport');
    const inSport = stores.filter((store) => inCategory(store, category.tid));
    expect(inSport.length).toBeLessThan(stores.length);
    await openDirectory(page, `/stores/?category=${category.tid}`);
    await expect(count(page)).toHaveText(`${inSport.length} stores`);
    await expect(grid(page).getByRole('listitem')).toHaveCount(inSport.length);
    const { cls, hydrationErrors, pageErrors } = await changes();
    expect({ hydrationErrors, pageErrors }).toEqual({ hydrationErrors: [], pageErrors: [] });
    expect(cls).toBeLessThanOrEqual(0.01);
  });

test('filter changes and Clear all are reported to the data layer as filter interactions', async ({
  page,
}) => {
  const category = categoryNamed('Sport');
  await openDirectory(page);
  await categorySelect(page).selectOption(String(category.tid));
  await expect(page).toHaveURL(new RegExp(`\\?category=${category.tid}$`));
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/stores\/$/);
  expect(await interactions(page)).toEqual([
    expect.objectContaining({
      target: 'store directory',
      action: 'filter',
      properties: { category: category.tid, query: '' },
      interactionType: 'filter',
    }),
    expect.objectContaining({
      target: 'store directory',
      action: 'clear',
      interactionType: 'filter',
    }),
  ]);
});

test('two saved stores are listed in My stores by shop number after a reload', async ({ page }) => {
  const [first, second] = [...stores]
    .filter((store) => store.shopNumber)
    .sort((a, b) => b.shopNumber.localeCompare(a.shopNumber, 'en', { numeric: true }));
  await openDirectory(page);
  await expect(page.getByRole('heading', { name: 'My stores' })).toHaveCount(0);
  for (const store of [first!, second!]) {
    const save = page.getByRole('button', { name: `Save store ${store.title}`, exact: true });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  }

  await page.reload();
  await waitForHydration(page);
  const myStores = page.getByRole('region', { name: 'My stores' });
  await expect(myStores.getByRole('listitem')).toHaveText([
    `${second!.title} - Shop number ${second!.shopNumber}`,
    `${first!.title} - Shop number ${first!.shopNumber}`,
  ]);
  await expect(
    page.getByRole('button', { name: `Save store ${first!.title}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test("the store search block of a content page searches the directory, and its 'Clear all' stays on the page", async ({
  page,
}) => {
  const fashion = categoryNamed('Fashion');
  const inFashion = stores.filter((store) => inCategory(store, fashion.tid));
  // /about-us/ holds the store search block and a directory block without filters, which lists
  // by the address's filters.
  await page.goto(`/about-us/?category=${fashion.tid}`);
  await waitForHydration(page);
  await expect(page.locator('[data-remote-module="stores/StoreSearchBlock"]')).toHaveAttribute(
    'data-remote-ready',
    '',
  );
  await expect(searchBox(page)).toHaveAttribute(
    'placeholder',
    'Type and hit enter to search for stores',
  );
  await expect(categorySelect(page)).toHaveValue(String(fashion.tid));
  await expect(count(page)).toHaveText(`${inFashion.length} stores`);

  await searchBox(page).fill('zzqxjv');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/about-us\/$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(categorySelect(page)).toHaveValue('');
  await expect(count(page)).toHaveText(`${stores.length} stores`);

  await searchBox(page).fill('shoes');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/stores\/\?q=shoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});
