import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// Cards per row as shoppers know them from other centres' sites (decision 240): store logos five
// and more to a row on a laptop and two on a phone, offers and What's On three and more.

/** The number of cards on the first row of a grid: those whose top is the first card's. */
async function cardsPerRow(page: Page, grid: string): Promise<number> {
  const tops = await page
    .locator(`${grid} > li`)
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(tops.length, `cards in ${grid}`).toBeGreaterThan(6);
  return tops.filter((top) => Math.abs(top - tops[0]!) <= 1).length;
}

async function open(page: Page, path: string, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await waitForHydration(page);
}

for (const width of [1024, 1280]) {
  test(`at ${width} px the directory shows five stores or more per row, offers and What's On three or more`, async ({
    page,
  }) => {
    await open(page, '/stores/', width);
    expect(await cardsPerRow(page, '.store-directory__grid')).toBeGreaterThanOrEqual(5);
    await open(page, '/offers/', width);
    expect(await cardsPerRow(page, '.offers-page .grid')).toBeGreaterThanOrEqual(3);
    await open(page, '/whats-on/', width);
    expect(await cardsPerRow(page, '.grid--thirds')).toBeGreaterThanOrEqual(3);
  });
}

test('at 375 px store logos go two to a row', async ({ page }) => {
  await open(page, '/stores/', 375, 812);
  expect(await cardsPerRow(page, '.store-directory__grid')).toBe(2);
  const logo = page.locator('.store-directory__grid > li').first().locator('img');
  await expect(logo).toHaveAttribute('src', /\/logo\.png$/);
});

test('the first screen of the offers page at 1280 x 800 shows six offers or more', async ({
  page,
}) => {
  await open(page, '/offers/', 1280, 800);
  const whole = await page
    .locator('.offers-page .grid > li')
    .evaluateAll(
      (cards) => cards.filter((card) => card.getBoundingClientRect().bottom <= innerHeight).length,
    );
  expect(whole).toBeGreaterThanOrEqual(6);
});
