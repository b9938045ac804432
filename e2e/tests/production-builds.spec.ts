import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// Text that only the development builds of the framework packages carry: a page that loads any of
// it runs those packages' development checks on every render (decision 295).
const DEVELOPMENT_ONLY_TEXT = {
  'React DOM': 'Each child in a list should have a unique',
  // React Router's exports select its development build under every condition.
  'React Router': 'You rendered descendant <Routes>',
};

test("a page's scripts carry no framework package's development build", async ({ page }) => {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto('/stores/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.some(({ url }) => /\/framework\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  const found = loaded.flatMap(({ url, text }) =>
    Object.entries(DEVELOPMENT_ONLY_TEXT)
      .filter(([, marker]) => text.includes(marker))
      .map(([name]) => `${name} in ${url}`),
  );
  expect(found).toEqual([]);
});
