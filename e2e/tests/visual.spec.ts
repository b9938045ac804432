import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

/**
 * Visual regression (decision 244): the first screen of the main routes at 1280 and 375 px against
 * baselines committed beside this file (`visual.spec.ts-snapshots/`). Deterministic: the clock is
 * frozen at noon in Canberra on a fixed day (the site reads today after hydration), motion is
 * reduced and animations stopped, and the picture is taken once the web font and the first
 * screen's images are in. A pixel counts as changed past 20% colour difference (anti-aliasing
 * stays under it) and a screenshot fails past 1% changed pixels, which any moved block exceeds.
 * Update the baselines after an intended change with `npm run visual:update -w e2e`.
 */

// 01:00 UTC is noon in Canberra (UTC+11 in summer): the centre is open, offers of that day show.
const FROZEN_NOW = new Date('2026-11-24T01:00:00Z');

const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'stores', path: '/stores/' },
  { name: 'store', path: '/stores/nike/' },
  { name: 'offers', path: '/offers/' },
  { name: 'centre-map', path: '/centre-map/' },
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

test.use({ reducedMotion: 'reduce' });

for (const viewport of VIEWPORTS) {
  for (const route of ROUTES) {
    test(`${route.name} at ${viewport.width} px looks as it did`, async ({ page }) => {
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.setViewportSize(viewport);
      await page.goto(route.path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // Every picture on the first screen is in (slides off to the side are lazy and wait).
      await page.waitForFunction(() =>
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          const onScreen =
            box.width > 0 &&
            box.bottom > 0 &&
            box.top < innerHeight &&
            box.right > 0 &&
            box.left < innerWidth;
          return !onScreen || (img.complete && img.naturalWidth > 0);
        }),
      );
      await expect(page).toHaveScreenshot(`${route.name}-${viewport.width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        threshold: 0.2,
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
