import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { firstPageOf, formPagePath, searchWithResultsPath } from '../support/routes';
import { recordScripts } from '../support/scriptOrigins';
import { REMOTE_ORIGINS } from '../support/site';
import { violationsOf, watchPolicy } from './support/policyWatch';

// Under nginx's Content-Security-Policy (default-src 'none', no inline script, no eval), the shell
// and all four remotes load and run with not one violation and not one page error.

/** One page of every kind: together they show every page and block module of every remote. */
const pages = () => [
  '/',
  '/stores/',
  firstPageOf('store-detail'),
  '/offers/',
  firstPageOf('offer-detail'),
  '/whats-on/',
  firstPageOf('article-detail'),
  firstPageOf('event-detail'),
  firstPageOf('job-listing'),
  '/gift-generator/',
  firstPageOf('gift-detail'),
  formPagePath(),
  '/trading-hours/',
  searchWithResultsPath(),
  '/no-such-page/',
];

test('every kind of page loads under the policy with no violation and no page error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageErrors = await watchPolicy(page);
  const scripts = recordScripts(page);
  const violations: string[] = [];
  for (const path of pages()) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await waitForHydration(page);
    // Below-the-fold parts hydrate when near the screen: bring them all near.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    violations.push(...(await violationsOf(page)));
  }
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
  for (const origin of Object.values(REMOTE_ORIGINS))
    expect(scripts.some((url) => url.startsWith(`${origin}/remoteEntry.js`))).toBe(true);
});

test('moving between the remotes inside the site (their scripts and styles loaded in the page) raises no violation', async ({
  page,
}) => {
  const pageErrors = await watchPolicy(page);
  const violations: string[] = [];
  await page.goto('/trading-hours/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Stores', 'Stores'],
    ['Offers', 'Offers'],
    ['Home', undefined],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).first().click();
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // The home page's sliders were rendered in the browser: their rules are allowed by hash.
  await expect(page.locator('.slider').first()).toBeVisible();
  violations.push(...(await violationsOf(page)));
  await page.goto('/gift-generator/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  violations.push(...(await violationsOf(page)));
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});
