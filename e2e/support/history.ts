import type { Page } from '@playwright/test';

/**
 * Back, as the browser's Back button. Right after a document came from the server, Chromium may
 * still be swapping the tab's renderer, and the command meets no page ("Not attached to an active
 * page"): then it is sent again once the new document has loaded, unless the tab has moved.
 */
export async function goBack(page: Page): Promise<void> {
  const from = page.url();
  try {
    await page.goBack();
  } catch (error) {
    if (!String(error).includes('Not attached to an active page')) throw error;
    await page.waitForLoadState();
    if (page.url() === from) await page.goBack();
  }
}
