import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// A link in view prefetches the remote page module its target needs as files only: they are
// fetched into the HTTP cache but not run on the page the shopper is on (running another
// remote's code there was a long task on a slow phone); the navigation then takes them from the
// cache.
test('the Stores link in view fetches the directory module without running it; opening it uses the cache', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses: { url: string; type: string; fromDiskCache: boolean }[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) =>
    responses.push({ url: response.url, type, fromDiskCache: response.fromDiskCache ?? false }),
  );
  const directoryModule = (response: { url: string }) =>
    /\/expose-StoreDirectoryPage\.[0-9a-f]+\.js$/.test(response.url);

  // Trading hours is the shell's own page: nothing of mf-stores runs there.
  await page.goto('/trading-hours/');
  await waitForHydration(page);
  await expect.poll(() => responses.filter(directoryModule).length).toBe(1);
  expect(responses.find(directoryModule)?.type).toBe('Fetch');
  const storesScripts = () =>
    page.evaluate(
      () =>
        [...document.scripts].filter((script) => script.src.includes('StoreDirectoryPage')).length,
    );
  expect(await storesScripts()).toBe(0);
  expect(await page.locator('[data-remote-module^="stores/"]').count()).toBe(0);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stores', exact: true })
    .click();
  await expect(page).toHaveURL(/\/stores\/$/);
  await expect(page.locator('[data-remote-module="stores/StoreDirectoryPage"]')).toHaveAttribute(
    'data-remote-ready',
    '',
  );
  const run = responses.filter(directoryModule).find((response) => response.type === 'Script');
  expect(run, 'the module loaded as a script when the page opened').toBeDefined();
  expect(run?.fromDiskCache).toBe(true);
});
