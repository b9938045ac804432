import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hoursOn } from 'shared-lib/hours';
import type { SiteData } from 'shared-lib/page-data';
import { waitForHydration } from '../support/hydration';
import { SHELL_DIST } from '../support/site';
import { readPageData } from '../support/pageData';
import shellPackage from 'shell/package.json';

const REACT_VERSION = shellPackage.dependencies.react;

// React, the router and zustand are shared singletons: a remote's hooks run on the shell's React,
// read the shell's router and the same zustand store the shell fills.

test("a remote reads the shell's zustand store through a hook", async ({ page }) => {
  const { context } = readPageData<'store-directory'>('/stores/');
  await page.goto(context.stores[0]!.path.alias);
  await waitForHydration(page);
  // The shell loads opening hours into the shared store; its strip and the remote's panel agree.
  const siteData = JSON.parse(
    readFileSync(path.join(SHELL_DIST, 'assets/data/site-data.json'), 'utf8'),
  ) as SiteData;
  const todaysHours = hoursOn(siteData.openingHours).hours;
  await expect(page.locator('.hours-strip')).toHaveText(/^(Open now|Closing soon|Closed now)/);
  // The remote renders its hours only once it reads non-empty site data from the store.
  const hours = page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: 'Opening hours' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(hours).toContainText(todaysHours);
});

test("a remote's links use the shell's router: no page reload", async ({ page }) => {
  const { context } = readPageData<'store-directory'>('/stores/');
  const store = context.stores[1]!;
  const documentLoads: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documentLoads.push(req.url());
  });
  await page.goto('/stores/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page
    .getByRole('main')
    .getByRole('link', { name: store.title, exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: store.title })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(documentLoads).toHaveLength(1);
});

test('one copy of React is loaded across shell and remotes', async ({ page }) => {
  await page.goto('/stores/');
  // The heading is in the served HTML; wait for the mf-stores region to have mounted its module.
  const storesRegion = page
    .getByRole('main')
    .locator('[data-remote-region]')
    .filter({ has: page.getByRole('heading', { level: 1, name: 'Stores' }) });
  await expect(storesRegion.first()).toHaveAttribute('data-remote-ready', '');
  const loaded = await page.evaluate(() => {
    const federation = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }
    ).__FEDERATION__;
    const versions: string[] = [];
    for (const scope of Object.values(federation?.__SHARE__ ?? {})) {
      const react = (
        scope as Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>
      ).default?.react;
      for (const [version, info] of Object.entries(react ?? {})) {
        if (info.loaded) versions.push(`${version} from ${info.from}`);
      }
    }
    return versions;
  });
  // Every federation instance (shell and each remote) resolved React to the shell's one copy.
  expect(loaded.length).toBeGreaterThan(0);
  expect(new Set(loaded)).toEqual(new Set([`${REACT_VERSION} from shell`]));
});
