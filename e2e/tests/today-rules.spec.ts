import { expect, test } from '@playwright/test';
import { isOfferVisible } from 'shared-lib/offers';
import { canberraNoon } from 'shared-lib/clock';
import { readPageData } from '../support/pageData';
import { recordPageChanges, waitForHydration } from '../support/hydration';

// Today-dependent rules are rendered for the pre-render's day, then for the viewer's day in
// Canberra once the page has loaded: a page rendered before an offer expired hides it the day after.

test('an offer shown in the pre-rendered page is gone the day after its expiry, without a hydration error', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/offers/')).text();
  const renderDate = /<meta name="render-date" content="([\d-]+)">/.exec(html)?.[1];
  expect(renderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const { offers } = readPageData<'offers'>('/offers/').context;
  const shown = offers
    .filter((offer) => isOfferVisible(offer, canberraNoon(renderDate!)))
    .sort((a, b) => a.expiry.value.localeCompare(b.expiry.value));
  const offer = shown[0]!;
  expect(html).toContain(offer.title.replace(/&/g, '&amp;'));

  const dayAfter = new Date(
    canberraNoon(offer.expiry.value.slice(0, 10)).getTime() + 24 * 60 * 60 * 1000,
  );
  await page.clock.setFixedTime(dayAfter);
  const changes = await recordPageChanges(page);
  await page.goto('/offers/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: offer.title })).toHaveCount(0);
  // The offers still running that day stay.
  const stillOn = offers.filter((candidate) => isOfferVisible(candidate, dayAfter));
  expect(stillOn.length).toBeGreaterThan(0);
  for (const candidate of stillOn)
    await expect(main.getByRole('link', { name: candidate.title }).first()).toBeVisible();
  const { hydrationErrors, pageErrors } = await changes();
  expect(hydrationErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
