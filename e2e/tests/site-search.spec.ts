import { expect, test, type Page } from '@playwright/test';
import { recordPageChanges, waitForHydration } from '../support/hydration';

// Site search: from the header's search box to grouped results over the index the content build
// makes (decision 061), with the texts of docs/reference/routes.md#search.

async function searchFromHeader(page: Page, term: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  const box = header.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(term)}`);
}

test('the header box leads to results for a store, an offer and an article, in their groups', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/search-index\.[0-9a-f]+\.json$/.test(request.url())) indexRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(indexRequests).toEqual([]);

  await searchFromHeader(page, 'NIKE');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  const stores = main.getByRole('region', { name: 'Stores' });
  await expect(stores.getByRole('heading', { name: 'Stores' })).toBeVisible();
  await expect(stores.getByRole('link', { name: 'Nike', exact: true })).toHaveAttribute(
    'href',
    '/stores/nike/',
  );

  await searchFromHeader(page, 'knitwear');
  await expect(
    main
      .getByRole('region', { name: 'Offers' })
      .getByRole('listitem')
      .getByRole('link', { name: 'Up to 70% off winter knitwear' }),
  ).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('knitwear');

  await searchFromHeader(page, 'homemaker precinct');
  await expect(
    main.getByRole('region', { name: 'News' }).getByRole('link', {
      name: 'New homemaker precinct now open',
    }),
  ).toBeVisible();

  // The index came once, compressed and cacheable for good.
  expect(indexRequests).toHaveLength(1);
  const response = await page.request.get(indexRequests[0]!, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');

  const searches = await page.evaluate(() =>
    (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.filter(
      (entry) => entry.event === 'interaction' && entry.interactionType === 'search',
    ),
  );
  expect(searches).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        target: 'header-search',
        action: 'submit',
        properties: { query: 'NIKE' },
      }),
      expect.objectContaining({
        target: 'site-search',
        action: 'search',
        properties: { query: 'knitwear' },
      }),
    ]),
  );
});

test("the search page says 'Loading...' while the index loads", async ({ page }) => {
  let releaseIndex!: () => void;
  const indexReleased = new Promise<void>((resolve) => (releaseIndex = resolve));
  await page.route(/\/search-index\.[0-9a-f]+\.json$/, async (route) => {
    await indexReleased;
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  await searchFromHeader(page, 'puma');
  const main = page.getByRole('main');
  await expect(main.getByText('Loading...', { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Stores' })).toHaveCount(0);

  releaseIndex();
  await expect(
    main.getByRole('region', { name: 'Stores' }).getByRole('link', { name: 'Puma' }),
  ).toBeVisible();
  await expect(main.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('the search page form: button disabled while the term is empty, q pushed on the route, no results', async ({
  page,
}) => {
  await page.goto('/search/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const input = main.getByRole('searchbox', { name: 'Search the site' });
  const button = main.getByRole('button', { name: 'Search' });
  await expect(button).toBeDisabled();
  await input.fill('   ');
  await expect(button).toBeDisabled();
  await input.fill('zzqqxxv');
  await button.click();
  await expect(page).toHaveURL('/search/?q=zzqqxxv');
  await expect(main.getByText('No results found')).toBeVisible();

  await input.fill('puma');
  await input.press('Enter');
  await expect(
    main.getByRole('region', { name: 'Stores' }).getByRole('link', { name: 'Puma' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/search/?q=zzqqxxv');
  await expect(main.getByText('No results found')).toBeVisible();
  await expect(input).toHaveValue('zzqqxxv');
});

test('the header search box closes with Escape and gives focus back to its button', async ({
  page,
}) => {
  await page.goto('/stores/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Search', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(header.getByRole('button', { name: 'Close search' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(header.getByRole('searchbox')).toBeHidden();
  await expect(toggle).toBeFocused();
});

/**
 * The results as the shopper gets them: each element with its attributes in name order, and the
 * text. React sets an image's `src` last when it makes the element, so the markup's attribute
 * order is React's own, not a difference a shopper meets.
 */
const resultsShape = (page: Page) =>
  page
    .getByRole('main')
    .locator('.search-results')
    .evaluate((root) => {
      const shape = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element)) return '';
        const attributes = [...node.attributes]
          .map((attribute) => `${attribute.name}="${attribute.value}"`)
          .sort()
          .join(' ');
        return `<${node.localName} ${attributes}>${[...node.childNodes].map(shape).join('')}</${node.localName}>`;
      };
      return shape(root);
    });

test("a one-word search's results, rendered ahead, are shown before the site's scripts run, then the page takes over unchanged", async ({
  page,
}) => {
  // The shell's entry is held back: only the page's own script can show anything meanwhile.
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  const changes = await recordPageChanges(page);
  await page.goto('/search/?q=Nike');
  const main = page.getByRole('main');
  const stores = main.getByRole('region', { name: 'Stores' });
  await expect(stores.getByRole('link', { name: 'Nike', exact: true })).toHaveAttribute(
    'href',
    '/stores/nike/',
  );
  await expect(main.getByText('Loading...', { exact: true })).toBeHidden();
  const ahead = await resultsShape(page);

  releaseScripts();
  await waitForHydration(page);
  await expect(main.locator('[data-search-early]')).toHaveCount(0);
  await expect(main.locator('.search-results')).toHaveCount(1);
  expect(await resultsShape(page)).toBe(ahead);
  const { hydrationErrors, pageErrors } = await changes();
  expect({ hydrationErrors, pageErrors }).toEqual({ hydrationErrors: [], pageErrors: [] });
});

test('a search of more than one word, or of a word no title has, waits for the index', async ({
  page,
}) => {
  const fragments: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/data/search/')) fragments.push(`${response.status()}`);
  });
  await page.goto('/search/?q=homemaker%20precinct');
  await waitForHydration(page);
  await expect(
    page.getByRole('main').getByRole('region', { name: 'News' }).getByRole('link', {
      name: 'New homemaker precinct now open',
    }),
  ).toBeVisible();
  expect(fragments).toEqual([]);
  await page.goto('/search/?q=zzqqxxv');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText('No results found')).toBeVisible();
  expect(fragments).toEqual(['404']);
});
