import { expect, test, type Response } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// Text that only the development builds of the framework packages carry: a page that loads any of
// it runs those packages' development checks on every render (decision 295).
const DEVELOPMENT_ONLY_TEXT = {
  'React DOM': 'Each child in a list should have a unique',
  // React Router's exports select its development build under every condition.
  'React Router': 'You rendered descendant <Routes>',
};

test("a page's scripts carry no framework package's development build", async ({ page }) => {
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', collect);
  await page.goto('/stores/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // A script that answers after this point would be read after the test ends.
  page.off('response', collect);
  const loaded = await Promise.all(
    scripts.map(async (response) => ({ url: response.url(), text: await response.text() })),
  );
  expect(loaded.some(({ url }) => /\/framework\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  const found = loaded.flatMap(({ url, text }) =>
    Object.entries(DEVELOPMENT_ONLY_TEXT)
      .filter(([, marker]) => text.includes(marker))
      .map(([name]) => `${name} in ${url}`),
  );
  expect(found).toEqual([]);
});
