import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { readPageData } from '../support/pageData';
import { REMOTE_ORIGINS, REPO_ROOT } from '../support/site';

// Each conditional line of the store page ('Store detail' (docs/reference/routes.md#store-detail)), on a store that has it and on
// one that lacks it, read from the content the page was built from; and the page without the
// remotes that own its sliders.

const storeData = (id: string) => readPageData<'store-detail'>(`/stores/${id}/`).context;

// Seed stores chosen for what they have: Adairs has a website, a visible offer, a gift and no
// phone; Julius Marlow has a phone and takes gift cards, and has no website, offer or gift.
const WITH = 'adairs';
const WITHOUT = 'julius-marlow';
// Baby Bunting is the one seed store in Family itself, a category no other store has.
const ALONE = 'baby-bunting';

/**
 * The quoted texts of 'Store detail' in the product reference, placeholders and all (a quote
 * after a letter is an apostrophe: "today's").
 */
function referenceTexts(): string[] {
  const routes = readFileSync(path.join(REPO_ROOT, 'docs/reference/routes.md'), 'utf8');
  const section = routes.split('<a id="store-detail"></a>')[1]!.split('\n### ')[0]!;
  return [...section.matchAll(/(?<!\w)'([^']+)'(?!\w)/g)].map((match) =>
    match[1]!.replace(/\s+/g, ' '),
  );
}

async function openStore(page: Page, id: string): Promise<void> {
  await page.goto(`/stores/${id}/`);
  await waitForHydration(page);
}

test('the seed stores have what this test expects of them', () => {
  const adairs = storeData(WITH).store;
  const julius = storeData(WITHOUT);
  expect(adairs.web).toBeTruthy();
  expect(adairs.phone).toBeFalsy();
  expect(adairs.giftcards).toBe(false);
  expect(storeData(WITH).gifts.length).toBeGreaterThan(0);
  expect(julius.store.web).toBeFalsy();
  expect(julius.store.phone).toBeTruthy();
  expect(julius.store.giftcards).toBe(true);
  expect(julius.offers).toEqual([]);
  expect(julius.gifts).toEqual([]);
});

test('a store with a website, offers and gifts shows them; lines it has no content for are absent', async ({
  page,
}) => {
  const { store, similarStores } = storeData(WITH);
  await openStore(page, WITH);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
  await expect(
    main.getByRole('link', { name: `Visit the ${store.title} website` }),
  ).toHaveAttribute('href', store.web!);
  await expect(main.getByText('Phone', { exact: true })).toHaveCount(0);
  await expect(main.getByText('Gift cards accepted')).toHaveCount(0);
  await expect(
    main.getByRole('heading', { name: `Store location - Shop number ${store.shopNumber}` }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'See centre map' })).toBeVisible();
  await expect(main.getByRole('heading', { name: `About ${store.title}` })).toBeVisible();

  await expect(main.getByRole('region', { name: `Offers at ${store.title}` })).toBeAttached();
  await expect(
    main.getByRole('heading', { level: 2, name: 'Looking for the perfect gift?' }),
  ).toBeAttached();

  const similar = main.getByRole('region', { name: 'Similar stores' });
  await expect(similar.getByRole('listitem')).toHaveCount(similarStores.length);
  expect(similarStores.length).toBeLessThanOrEqual(12);
  await expect(similar.getByRole('link', { name: store.title, exact: true })).toHaveCount(0);
  await similar.getByRole('link', { name: 'Search stores' }).click();
  await expect(page).toHaveURL(/\/stores\/$/);
});

test('a store with a phone and gift cards shows them; no website, offers or gift slider', async ({
  page,
}) => {
  const { store } = storeData(WITHOUT);
  await openStore(page, WITHOUT);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Visit the .* website$/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: store.phone! })).toHaveAttribute(
    'href',
    `tel:${store.phone!.replace(/\s+/g, '')}`,
  );
  await expect(main.getByText('Gift cards accepted')).toBeVisible();
  await expect(main.getByRole('region', { name: /^Offers at / })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Looking for the perfect gift?' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Similar stores' })).toBeVisible();
});

test('every fixed text the product reference gives for the store page is on it, word for word', async ({
  page,
}) => {
  const texts = referenceTexts();
  // A new or reworded text in the reference fails here first, so that this test is kept whole.
  expect(texts).toEqual([
    'Visit the {store} website',
    'Gift cards accepted',
    'Store location - Shop number {shopNumber}',
    'See centre map',
    'About {store title}',
    'Looking for the perfect gift?',
    'Similar stores',
    'Search stores',
  ]);
  // Adairs has every conditional line but gift cards; Julius Marlow takes them.
  for (const id of [WITH, WITHOUT]) {
    const { store } = storeData(id);
    await openStore(page, id);
    for (const text of texts.filter(
      (line) => (line === 'Gift cards accepted') === (id === WITHOUT),
    )) {
      const words = text
        .replace('{store title}', store.title)
        .replace('{store}', store.title)
        .replace('{shopNumber}', store.shopNumber);
      await expect(page.getByRole('main').getByText(words, { exact: true })).toBeVisible();
    }
  }
});

test("a store sharing no category with any other store has no 'Similar stores'", async ({
  page,
}) => {
  const { store, similarStores } = storeData(ALONE);
  const own = new Set(store.category.map((category) => category.id));
  const others = readPageData<'store-directory'>('/stores/').context.stores.filter(
    (other) => other.id !== store.id,
  );
  expect(others.length).toBeGreaterThan(0);
  expect(others.filter((other) => other.category.some((category) => own.has(category.id)))).toEqual(
    [],
  );
  expect(similarStores).toEqual([]);

  await openStore(page, ALONE);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
  await expect(main.getByRole('heading', { name: `About ${store.title}` })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Similar stores' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Similar stores' })).toHaveCount(0);
});

for (const [remote, origin] of [
  ['mf-whats-on', REMOTE_ORIGINS.whats_on],
  ['mf-gifts', REMOTE_ORIGINS.gifts],
] as const) {
  test(`a store page opened inside the site while ${remote} is down: its slider is missing, the rest is there`, async ({
    page,
  }) => {
    const { store } = storeData(WITH);
    await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/stores/');
    await waitForHydration(page);
    // Inside the site, the store page is rendered in the browser, where the remote is down; until
    // the directory has hydrated its links are plain and would load the pre-rendered page instead.
    const directory = page
      .getByRole('main')
      .locator('[data-remote-region]')
      .filter({ has: page.locator('.store-directory__grid') })
      .first();
    await expect(directory).toHaveAttribute('data-remote-ready', '');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await directory.getByRole('link', { name: store.title, exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
    await expect(main.getByRole('heading', { name: `About ${store.title}` })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Similar stores' })).toBeVisible();
    const offers = main.getByRole('region', { name: `Offers at ${store.title}` });
    const gifts = main.getByRole('heading', { name: 'Looking for the perfect gift?' });
    if (remote === 'mf-whats-on') {
      await expect(gifts).toBeVisible();
      await expect(offers).toHaveCount(0);
    } else {
      await expect(offers).toBeVisible();
      await expect(gifts).toHaveCount(0);
    }
    await expect(main).not.toContainText('This part of the page is not available right now.');
    expect(documents).toEqual([]);
  });
}
