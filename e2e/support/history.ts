import type { Page } from '@playwright/test';

/**
 * Back, as the browser's Back button. Right after a document came from the server, Chromium may
 * still be swapping the tab's renderer, and the command meets no page ("Not attached to an active
 * page"); and when the page Back returns to finds its data from a newer release, the app loads
 * the address afresh from the server, which Chromium may report as the history navigation
 * aborted ("net::ERR_ABORTED"). Either way the command is sent again once the new document has loaded,
 * unless the tab has moved.
 */
export async function goBack(page: Page): Promise<void> {
  const from = page.url();
  try {
    await page.goBack();
  } catch (error) {
    if (!/Not attached to an active page|net::ERR_ABORTED/.test(String(error))) throw error;
    await page.waitForLoadState();
    if (page.url() === from) await page.goBack();
  }
}
