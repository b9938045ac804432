import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, waitForRemotePart } from '../support/hydration';
import { readPageData } from '../support/pageData';

// The centre plan (decision 243): a store's page and /centre-map/ show the shop marked on a plan
// drawn from the content, with the way there in words, with JavaScript on and off.

const STORE = '/stores/nike/';

/** The shop's shape on the plan is filled in the sale red (marked) rather than the plain fill. */
async function isMarked(page: Page, shopNumber: string): Promise<boolean> {
  return page.locator(`#shop-${shopNumber}`).evaluate((shape) => {
    const plain = [...document.querySelectorAll('.centre-plan__shop')].find(
      (other) => other !== shape && !other.matches('.centre-plan__shop--marked, :target'),
    );
    return getComputedStyle(shape).fill !== getComputedStyle(plain!).fill;
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a store page marks its shop on the plan and says how to get there', async ({ page }) => {
      const { store, location } = readPageData<'store-detail'>(STORE).context;
      await page.goto(STORE);
      if (javaScriptEnabled) await waitForHydration(page);
      const where = page.getByRole('region', {
        name: `Store location - Shop number ${store.shopNumber}`,
      });
      await expect(where.getByText(location.directions, { exact: true })).toBeVisible();
      expect(location.directions).toMatch(
        /^(North|Central|South) mall, (between|next to) .+, near Entrance \d$/,
      );
      await expect(
        where.getByRole('img', {
          name: `The centre plan with ${store.title}'s shop marked in red.`,
        }),
      ).toBeVisible();
      expect(await isMarked(page, store.shopNumber)).toBe(true);
      await expect(where.getByRole('link', { name: 'See centre map' })).toHaveAttribute(
        'href',
        `/centre-map/#shop-${store.shopNumber}`,
      );
      await expect(where.getByRole('link', { name: 'Centre map (PDF)' })).toHaveAttribute(
        'href',
        /\.pdf$/,
      );
    });

    test('the centre map marks the shop its address names, and lists every store with directions', async ({
      page,
    }) => {
      const { stores } = readPageData<'centre-map'>('/centre-map/').context;
      const store = stores.find((item) => item.path === STORE)!;
      await page.goto(`/centre-map/#shop-${store.shopNumber}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Centre map' })).toBeVisible();
      expect(await isMarked(page, store.shopNumber)).toBe(true);
      const finder = page.getByRole('region', { name: 'Find a store' });
      await expect(finder.getByRole('listitem')).toHaveCount(stores.length);
      await expect(
        finder
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: store.title, exact: true }) }),
      ).toContainText(store.directions);
      await expect(page.getByRole('link', { name: 'Centre map (PDF)' })).toBeVisible();
      for (const name of ['Entrance 1', 'Toilets', "Parents' room", 'Food court'])
        await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
    });
  });
}

test('picking a store in the finder marks it, says where it is and keeps focus in the list', async ({
  page,
}) => {
  const { stores } = readPageData<'centre-map'>('/centre-map/').context;
  const [first, second] = [stores[0]!, stores[1]!];
  await page.goto('/centre-map/');
  await waitForHydration(page);
  // A pick before mf-stores has hydrated its part is the link's own jump, which moves focus.
  await waitForRemotePart(page, 'stores/CentreMapPage');
  const status = page.getByRole('status').filter({ hasText: /Pick a store|shop/ });
  await expect(status).toHaveText('Pick a store from the list to see where it is.');
  const link = page.getByRole('region', { name: 'Find a store' }).getByRole('link', {
    name: second.title,
    exact: true,
  });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(status).toContainText(
    `${second.title}, shop ${second.shopNumber}: ${second.directions}.`,
  );
  expect(await isMarked(page, second.shopNumber)).toBe(true);
  expect(await isMarked(page, first.shopNumber)).toBe(false);
  await expect(page).toHaveURL(new RegExp(`/centre-map/#shop-${second.shopNumber}$`));
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('aria-current', 'location');
});
