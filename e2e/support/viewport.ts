import type { Page } from '@playwright/test';

/**
 * Resizes the page as a phone turned or a window dragged does, then waits two frames: the
 * resize and media-query listeners have run and React has drawn what they changed.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
