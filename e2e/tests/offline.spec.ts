import { expect, test, type Page } from '@playwright/test';
import {
  centreMapPath,
  informationPath,
  storeDirectoryPath,
  tradingHoursPath,
} from 'shared-lib/routes';
import { fillCompetition, openCompetition, solveCaptcha } from '../support/competitionForm';
import { waitForHydration } from '../support/hydration';
import { keptPaths, OFFLINE_LINE, waitForServiceWorker, waitUntilKept } from '../support/offline';
import { readPageData } from '../support/pageData';

// No signal, no site no more (decision 331): the service worker keeps the trading hours, the
// centre information, the store directory, the centre map and the pages last visited, and shows
// them with no connection as they were rendered, with a line saying since when; it stays out of
// the editor, the forms service and the site events.

const STORE = '/stores/adairs/';
/** What a shopper needs in the car park, kept whether visited or not. */
const ALWAYS_KEPT = [tradingHoursPath(), informationPath(), storeDirectoryPath(), centreMapPath()];

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Visits the store page twice: once to start the service worker, once through it. */
async function visitStoreWithServiceWorker(page: Page): Promise<void> {
  await visit(page, STORE);
  await waitForServiceWorker(page);
  await visit(page, STORE);
  await waitUntilKept(page, [...ALWAYS_KEPT, STORE]);
}

test('the service worker is registered once the page has loaded and hydrated, and keeps what a shopper needs', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      (window as unknown as { __registeredWhen: unknown }).__registeredWhen = {
        readyState: document.readyState,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
      };
      return register(...args);
    };
  });
  await visit(page, STORE);
  await waitForServiceWorker(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { __registeredWhen: unknown }).__registeredWhen,
    ),
  ).toEqual({
    readyState: 'complete',
    hydrated: true,
  });
  await waitUntilKept(page, ALWAYS_KEPT);
});

test('with no connection, the trading hours, the directory and a visited store page are shown again, saying since when', async ({
  page,
  context,
}) => {
  const { store } = readPageData<'store-detail'>(STORE).context;
  await visitStoreWithServiceWorker(page);
  await context.setOffline(true);
  // The page that ran online is left first: what it still loads is not the offline pages'.
  await page.goto('about:blank');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const [path, heading] of [
    [tradingHoursPath(), 'Trading hours'],
    [storeDirectoryPath(), 'Stores'],
    [STORE, store.title],
  ] as const) {
    await page.goto(path);
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main.getByText(OFFLINE_LINE)).toBeVisible();
  }
  // As rendered, with its styles: no script of any generation ran.
  expect(scripts).toEqual([]);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector('.notice')!).borderLeftStyle),
  ).toBe('solid');
});

test('with no connection, a page not kept lists the pages that are, and they open', async ({
  page,
  context,
}) => {
  await visitStoreWithServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/about-us/');
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  const kept = page.getByRole('main').getByRole('listitem');
  await expect(kept).toHaveCount((await keptPaths(page)).length);
  await kept.getByRole('link', { name: 'Trading hours', exact: false }).first().click();
  await expect(page).toHaveURL(/\/trading-hours\/$/);
  await expect(page.getByRole('main').getByText(OFFLINE_LINE)).toBeVisible();
});

test('a link followed inside the site with no connection loads the page the service worker answers with', async ({
  page,
  context,
}) => {
  await visitStoreWithServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
});

test('the service worker leaves the editor, the forms service and the site events to the network', async ({
  page,
}) => {
  await visitStoreWithServiceWorker(page);
  const answered: { url: string; byWorker: boolean }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(admin|restful_forms|site-events)\//.test(pathname))
      answered.push({ url: pathname, byWorker: response.fromServiceWorker() });
  });
  await page.evaluate(async () => {
    await fetch('/site-events/', { method: 'POST', body: '{}' }).catch(() => undefined);
    await fetch('/restful_forms/submitForm', { method: 'POST', body: '' }).catch(() => undefined);
  });
  await page.goto('/admin/');
  await expect.poll(() => answered.length).toBeGreaterThanOrEqual(3);
  expect(answered.filter((answer) => answer.byWorker)).toEqual([]);
  expect((await keptPaths(page)).filter((path) => path.startsWith('/admin/'))).toEqual([]);
});

test('a form with no connection says it needs one and keeps what was typed', async ({
  page,
  context,
}) => {
  const form = await openCompetition(page);
  await fillCompetition(page);
  await solveCaptcha(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await context.setOffline(true);
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  // Marked disabled, still focusable and pressed as any button: the press moves to the notice.
  await submit.click({ force: true });
  // Above the form, with its title: what to do before pressing anything.
  const notice = page.getByRole('status').filter({ hasText: 'No connection' });
  await expect(notice).toHaveText(
    'No connectionThis form needs a connection to send. What you have typed stays here: send it when you are back online.',
  );
  await expect(notice).toBeFocused();
  expect(posts).toEqual([]);
  await expect(form.getByLabel('Name')).toHaveValue('Ava Nguyen');
  await expect(form.getByLabel("Parent's email")).toHaveValue('parent@example.com');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await expect(form.getByLabel('Name')).toHaveValue('Ava Nguyen');
});
