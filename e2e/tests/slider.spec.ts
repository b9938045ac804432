import { expect, test, type Page } from '@playwright/test';

// The shared slider, as the home page's hero slider: 4 slides visible on the seed's dates.

async function openHome(page: Page) {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  // keen-slider attaches after hydration.
  await expect(carousel.locator('.slider__viewport[data-attached]')).toHaveCount(1);
  return carousel;
}

/** The slides in view: the others are inert (out of the Tab order and the accessibility tree). */
function slidesInView(page: Page) {
  return page.getByRole('region', { name: 'Featured' }).locator('[role="group"]:not([inert])');
}

test('shows the first slide in the served HTML, before any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeHidden();
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  await context.close();
});

test('moves by the buttons and the arrow keys; only the slide in view is reachable', async ({
  page,
}) => {
  const carousel = await openHome(page);
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await expect(slidesInView(page)).toHaveCount(1);
  await expect(slidesInView(page)).toHaveAccessibleName('1 of 4');

  // Tab from the top of the carousel reaches the slide in view, then the controls.
  const links = await carousel
    .locator('a')
    .evaluateAll((anchors) =>
      anchors.filter((anchor) => !anchor.closest('[inert]')).map((anchor) => anchor.textContent),
    );
  expect(links).toHaveLength(1);

  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(slidesInView(page)).toHaveAccessibleName('3 of 4');
  await page.keyboard.press('ArrowLeft');
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slidesInView(page)).toHaveAccessibleName('1 of 4');
  // Wrap-around: before the first comes the last.
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slidesInView(page)).toHaveAccessibleName('4 of 4');

  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'interaction',
    ),
  );
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ target: 'Featured', action: 'pause', interactionType: 'slider' }),
      expect.objectContaining({ target: 'Featured', action: 'next', interactionType: 'slider' }),
    ]),
  );
});

test('a short drag moves one slide and does not follow the slide link', async ({ page }) => {
  const carousel = await openHome(page);
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  const box = (await carousel.locator('.slider__viewport').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.6, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + box.width * 0.6 - step * 20, y);
  }
  await page.mouse.up();
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');
  expect(new URL(page.url()).pathname).toBe('/');
});

/**
 * The page's timers run on Playwright's clock, stopped once the slider is attached: the test moves
 * time on (runFor) instead of waiting for it. The page's clock runs on until the pause reaches it,
 * so the pause is set a little after the page's own time, and again if a slow machine's round trip
 * passed it.
 */
async function openHomeOnAStoppedClock(page: Page) {
  await page.clock.install();
  const carousel = await openHome(page);
  for (let attempt = 1; ; attempt += 1) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 300);
      return carousel;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

test('autoplays every 7.5 s, pauses on focus, and stays paused by the pause control', async ({
  page,
}) => {
  const carousel = await openHomeOnAStoppedClock(page);
  await page.mouse.move(0, 0);
  await expect(slidesInView(page)).toHaveAccessibleName('1 of 4');
  // The slide moves within 7.5 s of the slider's start; a second more lets its transition end.
  await page.clock.runFor(8_500);
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');

  // Focus inside the carousel holds it.
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.clock.runFor(8_000);
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');

  // Paused by the viewer, it stays paused after focus leaves.
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(8_000);
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');
});

test('does not autoplay under prefers-reduced-motion, and shows no pause control', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carousel = await openHomeOnAStoppedClock(page);
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeHidden();
  await page.clock.runFor(8_500);
  await expect(slidesInView(page)).toHaveAccessibleName('1 of 4');
  await page.clock.resume();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slidesInView(page)).toHaveAccessibleName('2 of 4');
});
