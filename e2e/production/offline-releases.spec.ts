import { expect, test, type Page } from '@playwright/test';
import { recordPageChanges, waitForHydration } from '../support/hydration';
import { OFFLINE_LINE, waitForServiceWorker, waitUntilKept } from '../support/offline';
import { pinnedReleaseOf, release, servedManifest } from '../support/releases';
import { REMOTE_ORIGINS } from '../support/site';

// A release while a shopper has no signal (decision 331): the tab shows what the service worker
// kept, as rendered and without scripts; once the signal is back, the next page is the new
// generation with the releases that rendered it, and nothing fails to hydrate. A staged
// candidate's preview is never kept as the site's page. Through nginx, as in production, with its
// Content-Security-Policy.

test.describe.configure({ mode: 'serial' });

const XMAS = 'offline-xmas';
/** A store page with mf-gifts' slider on it, and a page of the shell alone. */
const GIFTS_PAGE = '/stores/repco/';
const SHELL_PAGE = '/trading-hours/';

const PREVIEW_ADDRESS = /^(http:\/\/\S+\/__preview\/[\w-]+\/)$/m;

/** The mf-gifts entries a page loads, from now on. */
function giftsEntriesOf(page: Page): string[] {
  const entries: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${REMOTE_ORIGINS.gifts}/`) && url.endsWith('/remoteEntry.js'))
      entries.push(url);
  });
  return entries;
}

async function open(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response!.text();
}

/** The HTML the service worker keeps for `path`, or null. */
const keptHtmlOf = (page: Page, path: string) =>
  page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      const kept = await (await caches.open(name)).match(new URL(address, location.href).href);
      if (kept) return kept.text();
    }
    return null;
  }, path);

test.beforeAll(async () => {
  await release('build', 'mf-gifts', XMAS, '--from', 'mf-gifts/dist/campaigns/christmas');
});

test.afterAll(async () => {
  // The next specs find the site as it was.
  await release('rollback', 'mf-gifts');
});

test("a staged candidate's preview is never kept: with no connection its browser shows the live page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const live = pinnedReleaseOf(await open(page, GIFTS_PAGE));
  await waitForServiceWorker(page);
  await open(page, GIFTS_PAGE);
  await waitUntilKept(page, [GIFTS_PAGE]);

  const staged = await release('stage', 'mf-gifts', XMAS, '--as', 'marketing');
  const address = PREVIEW_ADDRESS.exec(staged)?.[1];
  expect(address, staged).toBeDefined();
  try {
    // The preview address goes to the network (it sets the preview's cookie); the page it leads
    // to is the candidate's, which the service worker passes on without keeping.
    await page.goto(`${address}${GIFTS_PAGE.slice(1)}`);
    await expect(page).toHaveURL(new RegExp(`${GIFTS_PAGE}$`));
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
    const kept = await keptHtmlOf(page, GIFTS_PAGE);
    expect(kept).not.toBeNull();
    expect(kept).not.toContain('site-preview-banner');
    expect(pinnedReleaseOf(kept!).generation).toBe(live.generation);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main').getByText(OFFLINE_LINE)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  } finally {
    await context.close();
    await release('discard', 'mf-gifts', XMAS);
  }
});

test('a promote while a tab has no connection: the kept page meanwhile, then the new generation without a hydration error', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const storeTab = await context.newPage();
  const shellTab = await context.newPage();
  const before = pinnedReleaseOf(await open(storeTab, GIFTS_PAGE));
  await waitForServiceWorker(storeTab);
  await open(storeTab, GIFTS_PAGE);
  await waitUntilKept(storeTab, [GIFTS_PAGE, SHELL_PAGE]);
  // A tab that stays hydrated, with the generation it started with, through the whole time.
  await open(shellTab, SHELL_PAGE);

  await context.setOffline(true);
  await release('promote', 'mf-gifts', XMAS);
  const promoted = (await servedManifest()).gifts!;
  expect(promoted).toBe(`${REMOTE_ORIGINS.gifts}/releases/${XMAS}/remoteEntry.js`);
  await storeTab.reload();
  await expect(storeTab.getByRole('main').getByText(OFFLINE_LINE)).toBeVisible();
  expect(await storeTab.locator('html[data-hydrated]').count()).toBe(0);

  await context.setOffline(false);
  // The tab showing the kept copy: reloaded, it is the new generation, whole.
  const storeChanges = await recordPageChanges(storeTab);
  const storeEntries = giftsEntriesOf(storeTab);
  const after = pinnedReleaseOf(await open(storeTab, GIFTS_PAGE));
  expect(after.generation).not.toBe(before.generation);
  expect(after.remotes.gifts!.entry).toBe(promoted);
  await expect(storeTab.getByRole('main').getByText(OFFLINE_LINE)).toHaveCount(0);
  await expect
    .poll(() => storeTab.locator('[data-remote-module^="gifts/"][data-remote-ready]').count(), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  expect(storeEntries.filter((entry) => entry !== promoted)).toEqual([]);
  const { hydrationErrors, pageErrors } = await storeChanges();
  expect({ hydrationErrors, pageErrors }).toEqual({ hydrationErrors: [], pageErrors: [] });

  // The tab that stayed hydrated: its next page inside the site is loaded from the server, with
  // the new releases (decision 251), and hydrates as rendered.
  const shellChanges = await recordPageChanges(shellTab);
  const shellEntries = giftsEntriesOf(shellTab);
  const documents: string[] = [];
  shellTab.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      documents.push(response.headers()['x-site-generation'] ?? '');
  });
  // The link goes in the app first (the address changes at once), then its page data from the
  // new generation sends the tab to the server: wait for that document.
  const reloaded = shellTab.waitForEvent('domcontentloaded', { timeout: 30_000 });
  await shellTab.getByRole('contentinfo').getByRole('link', { name: 'Stores' }).first().click();
  await reloaded;
  await expect(shellTab).toHaveURL(/\/stores\/$/);
  await waitForHydration(shellTab);
  expect(documents).toEqual([after.generation]);
  const { hydrationErrors: shellHydration, pageErrors: shellErrors } = await shellChanges();
  expect({ shellHydration, shellErrors }).toEqual({ shellHydration: [], shellErrors: [] });
  expect(shellEntries.filter((entry) => entry !== promoted)).toEqual([]);
  await context.close();
});
