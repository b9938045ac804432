import { expect, test, type Locator, type Page } from '@playwright/test';
import { interactions } from '../support/dataLayer';
import { recordPageChanges, waitForHydration } from '../support/hydration';
import { whatsOnBlockPagePath } from '../support/routes';
import { SITE_URL } from '../support/site';

// The What's On block on a content page of the seed (decision 261), as a shopper meets it: the
// same listing as /whats-on/ under the block's heading, in the HTML before any script runs, with
// filter buttons that keep the shopper on that page.

/** The card titles of a listing, in order. */
async function cardTitles(listing: Locator): Promise<string[]> {
  return listing.locator('.whats-on-card .card__title').allTextContents();
}

/**
 * The What's On listing of /whats-on/ under a filter (its button's name), as the shopper sees it
 * there. A filter in the address applies just after hydration, once the page has moved to the
 * address's query: the pressed filter button says when.
 */
async function whatsOnPageTitles(page: Page, filter?: { query: string; name: string }) {
  await page.goto(`/whats-on/${filter ? `?filter=${filter.query}` : ''}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('group', { name: "Filter What's On" }).getByRole('button', { pressed: true }),
  ).toHaveText(filter?.name ?? 'All');
  return cardTitles(main);
}

test("a content page with the What's On block lists what /whats-on/ lists and filters in place", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const path = whatsOnBlockPagePath();
  const everything = await whatsOnPageTitles(page);
  const events = await whatsOnPageTitles(page, { query: 'events', name: 'Events' });
  expect(events.length).toBeGreaterThan(0);
  expect(events.length).toBeLessThan(everything.length);

  // Rendered on the server: the listing is in the HTML the shopper's browser receives.
  const html = await (await fetch(`${SITE_URL}${path}`)).text();
  expect(html).toContain('aria-label="Filter What&#x27;s On"');
  expect(html).toContain(`>${everything[0]!}</a>`);

  const changes = await recordPageChanges(page);
  await page.goto(path);
  await waitForHydration(page);
  const block = page.getByRole('main').getByRole('region', { name: "What's on" });
  await expect(block.getByRole('heading', { level: 2, name: "What's on" })).toBeVisible();
  const tabs = block.getByRole('group', { name: "Filter What's On" });
  await expect(tabs.getByRole('button')).toHaveText(['All', 'Events', 'News', 'Blog', 'Articles']);
  await expect(tabs.getByRole('button', { pressed: true })).toHaveText('All');
  expect(await cardTitles(block)).toEqual(everything);
  // The cards are third-level headings under the block's own.
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(everything.length);
  const { hydrationErrors, pageErrors } = await changes();
  expect(hydrationErrors).toEqual([]);
  expect(pageErrors).toEqual([]);

  // A press is handled by mf-whats-on once its part is ready, not by a form submission.
  await expect(page.locator('[data-remote-module="whats_on/WhatsOnBlock"]')).toHaveAttribute(
    'data-remote-ready',
    '',
  );
  await tabs.getByRole('button', { name: 'Events' }).click();
  await expect(page).toHaveURL(`${SITE_URL}${path}?filter=events`);
  await expect(tabs.getByRole('button', { pressed: true })).toHaveText('Events');
  await expect.poll(() => cardTitles(block)).toEqual(events);
  expect(
    (await interactions(page)).map(({ target, action, value }) => [target, action, value]),
  ).toEqual([["what's on", 'filter', 'events']]);

  await page.goBack();
  await expect(page).toHaveURL(`${SITE_URL}${path}`);
  await expect(tabs.getByRole('button', { pressed: true })).toHaveText('All');
  await expect.poll(() => cardTitles(block)).toEqual(everything);

  // A card opens its item.
  await block.getByRole('link', { name: events[0]! }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(events[0]!);
});

test("on a phone the What's On block shows its cards in one column within the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(whatsOnBlockPagePath());
  await waitForHydration(page);
  const block = page.getByRole('main').getByRole('region', { name: "What's on" });
  await expect(block.getByRole('group', { name: "Filter What's On" })).toBeVisible();
  const cards = block.locator('.whats-on-card');
  const boxes = await cards.evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(boxes).toHaveLength(3);
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
  }
  // One column: each card starts below the one before it, at the same left edge.
  expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
  expect(boxes[2]!.left).toBe(boxes[0]!.left);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
