import type { Page } from '@playwright/test';

/**
 * Records from the first byte what a shopper would see change: every text inserted into the page
 * after the HTML was parsed (a 'Loading...' or a fallback would show here) and the layout shifts
 * (CLS), plus page errors and React's hydration errors (reported to the data layer as 'hydration').
 */
export async function recordPageChanges(page: Page): Promise<() => Promise<PageChanges>> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const record = { inserted: [] as string[], cls: 0 };
    (window as unknown as { __pageChanges: typeof record }).__pageChanges = record;
    new MutationObserver((mutations) => {
      if (document.readyState === 'loading') return;
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          const text = node.textContent?.trim();
          if (text) record.inserted.push(text.slice(0, 200));
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: false });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const { inserted, cls, reported } = await page.evaluate(() => {
      const { inserted: added, cls: shift } = (
        window as unknown as { __pageChanges: { inserted: string[]; cls: number } }
      ).__pageChanges;
      const dataLayer = (
        window as unknown as { dataLayer?: { event: string; source?: string; message?: string }[] }
      ).dataLayer;
      return {
        inserted: added,
        cls: shift,
        reported: (dataLayer ?? []).filter((entry) => entry.event === 'site_error'),
      };
    });
    return {
      inserted,
      cls,
      pageErrors,
      hydrationErrors: reported
        .filter((entry) => entry.source === 'hydration')
        .map((entry) => String(entry.message)),
      siteErrors: reported.map((entry) => `${entry.source}: ${entry.message}`),
    };
  };
}

export interface PageChanges {
  inserted: string[];
  cls: number;
  pageErrors: string[];
  hydrationErrors: string[];
  siteErrors: string[];
}

/** Waits until the shell has hydrated (it marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until a remote's part of the page (`stores/CentreMapPage`) has hydrated, which can come
 * after the shell: until then its links are plain links and its buttons do nothing.
 */
export async function waitForRemotePart(page: Page, module: string): Promise<void> {
  await page
    .locator(`[data-remote-module="${module}"][data-remote-ready]`)
    .waitFor({ state: 'attached' });
}
