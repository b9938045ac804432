import { expect, test, type Browser } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// The hours strip says one thing, on one line on a phone, and keeps its place from the first
// paint: the server writes today's hours, the viewer's clock then says where they stand.

async function stripOn(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.goto('/');
  if (javaScriptEnabled) await waitForHydration(page);
  const strip = page.locator('.hours-strip');
  const text = page.locator('.hours-strip__text');
  const result = {
    text: (await text.textContent())!.trim(),
    stripHeight: (await strip.boundingBox())!.height,
    lines: await text.evaluate(
      (element) =>
        element.getClientRects().length === 1 &&
        element.scrollHeight <= parseFloat(getComputedStyle(element).lineHeight) * 1.5,
    ),
    mainTop: (await page.getByRole('main').boundingBox())!.y,
  };
  await context.close();
  return result;
}

test('at 375 px the strip is one line, the same height before and after hydration', async ({
  browser,
}) => {
  const served = await stripOn(browser, false);
  const live = await stripOn(browser, true);
  expect(served.text).toMatch(/^Today /);
  expect(live.text).toMatch(/^(Open now · until|Closing soon · until|Closed now · opens) \S+/);
  expect(live.text).not.toContain('Today');
  expect(served.lines).toBe(true);
  expect(live.lines).toBe(true);
  expect(live.stripHeight).toBe(served.stripHeight);
  expect(live.mainTop).toBe(served.mainTop);
});
