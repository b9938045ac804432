import type { Page } from '@playwright/test';

/** How many times Back is sent before the error is the test's. */
const ATTEMPTS = 5;

/**
 * Back, as the browser's Back button. Right after a document came from the server, Chromium may
 * still be swapping the tab's renderer, and the command meets no page ("Not attached to an active
 * page"), sometimes more than once in a row; and when the page Back returns to finds its data
 * from a newer release, the app loads the address afresh from the server, which Chromium may
 * report as the history navigation aborted ("net::ERR_ABORTED") although the tab did go back.
 * Either way the command is sent again only when the tab has not moved within a moment: sent
 * again after a Back that went through, it would go back twice.
 */
export async function goBack(page: Page): Promise<void> {
  const from = page.url();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goBack();
      return;
    } catch (error) {
      const transient = /Not attached to an active page|net::ERR_ABORTED/.test(String(error));
      if (!transient || attempt === ATTEMPTS) throw error;
      const moved = await page
        .waitForURL((url) => url.href !== from, { timeout: 2_000 * attempt, waitUntil: 'commit' })
        .then(
          () => true,
          () => false,
        );
      if (moved) return;
    }
  }
}
