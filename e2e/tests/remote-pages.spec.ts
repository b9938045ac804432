import { expect, test } from '@playwright/test';
import { isUpcomingEvent } from 'shared-lib/events';
import { isOfferVisible } from 'shared-lib/offers';
import { readPageData } from '../support/pageData';
import { recordScripts } from '../support/scriptOrigins';
import { REMOTE_ORIGINS } from '../support/site';

// Each page of the remotes renders real seed content, its code fetched from its remote's origin.

test('the store directory lists every store, from mf-stores', async ({ page }) => {
  const scripts = recordScripts(page);
  const { context } = readPageData<'store-directory'>('/stores/');
  await page.goto('/stores/');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const main = page.getByRole('main');
  for (const store of context.stores) {
    await expect(
      main.getByRole('link', { name: store.title, exact: true }).first(),
    ).toHaveAttribute('href', store.path.alias);
  }
  expect(context.stores.length).toBeGreaterThanOrEqual(100);
  await expect
    .poll(() => scripts.some((url) => url.startsWith(`${REMOTE_ORIGINS.stores}/remoteEntry.js`)))
    .toBe(true);
});

test('a store page shows its title and its about text, from mf-stores', async ({ page }) => {
  const scripts = recordScripts(page);
  const { context } = readPageData<'store-directory'>('/stores/');
  const summary = context.stores[0]!;
  const { context: detail } = readPageData<'store-detail'>(summary.path.alias);
  await page.goto(summary.path.alias);
  await expect(page.getByRole('heading', { level: 1, name: detail.store.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: `About ${detail.store.title}` })).toBeVisible();
  const aboutText = detail.store.about.processed
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  await expect(page.getByRole('main')).toContainText(aboutText.slice(0, 60));
  await expect.poll(() => scripts.some((url) => url.startsWith(REMOTE_ORIGINS.stores))).toBe(true);
});

test('the offers page lists current offers only, from mf-whats-on', async ({ page }) => {
  const scripts = recordScripts(page);
  const { context } = readPageData<'offers'>('/offers/');
  const today = new Date();
  const current = context.offers.filter((offer) => isOfferVisible(offer, today));
  const hidden = context.offers.filter((offer) => !isOfferVisible(offer, today));
  expect(current.length).toBeGreaterThan(0);
  expect(hidden.length).toBeGreaterThan(0);
  await page.goto('/offers/');
  const main = page.getByRole('main');
  for (const offer of current) {
    await expect(main.getByRole('link', { name: offer.title, exact: true })).toHaveAttribute(
      'href',
      offer.path.alias,
    );
  }
  for (const offer of hidden) {
    await expect(main.getByRole('link', { name: offer.title, exact: true })).toHaveCount(0);
  }
  await expect
    .poll(() => scripts.some((url) => url.startsWith(REMOTE_ORIGINS.whats_on)))
    .toBe(true);
});

test("What's On lists articles and events, from mf-whats-on", async ({ page }) => {
  const scripts = recordScripts(page);
  const { context } = readPageData<'whats-on'>('/whats-on/');
  await page.goto('/whats-on/');
  const main = page.getByRole('main');
  for (const article of context.articles) {
    await expect(main.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
      'href',
      article.path.alias,
    );
  }
  const upcoming = context.events.filter((event) => isUpcomingEvent(event));
  expect(upcoming.length).toBeLessThan(context.events.length);
  expect(upcoming.length).toBeGreaterThan(0);
  for (const event of upcoming) {
    await expect(main.getByRole('link', { name: event.title, exact: true })).toHaveAttribute(
      'href',
      event.path.alias,
    );
  }
  await expect
    .poll(() => scripts.some((url) => url.startsWith(REMOTE_ORIGINS.whats_on)))
    .toBe(true);
});

test('the gift generator lists gifts, from mf-gifts', async ({ page }) => {
  const scripts = recordScripts(page);
  const { context } = readPageData<'gift-generator'>('/gift-generator/');
  await page.goto('/gift-generator/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift guide' })).toBeVisible();
  const main = page.getByRole('main');
  for (const gift of context.gifts.slice(0, 8)) {
    await expect(main.getByRole('link', { name: gift.title, exact: true })).toHaveAttribute(
      'href',
      gift.path.alias,
    );
  }
  await expect
    .poll(() => scripts.some((url) => url.startsWith(`${REMOTE_ORIGINS.gifts}/remoteEntry.js`)))
    .toBe(true);
});

test('the colouring competition page renders the form fields, from mf-forms', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/colouring-competition/');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Enter the colouring competition' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: "Parent's email" })).toHaveAttribute(
    'type',
    'email',
  );
  await expect(form.getByLabel(/Colouring page file/)).toHaveAttribute('type', 'file');
  await expect(
    form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }),
  ).toBeVisible();
  await expect(main.getByRole('checkbox')).toHaveCount(2);
  await expect.poll(() => scripts.some((url) => url.startsWith(REMOTE_ORIGINS.forms))).toBe(true);
});
