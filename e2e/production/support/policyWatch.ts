import type { Page } from '@playwright/test';

const KEY = '__policyViolations';

/**
 * From the first byte of every document of the tab, records each Content-Security-Policy
 * violation it reports (the `securitypolicyviolation` event); returns the page errors, recorded
 * as they happen. Read a document's violations with `violationsOf` before leaving it.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  await page.addInitScript((key) => {
    const store: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      );
    });
  }, KEY);
  return pageErrors;
}

export const violationsOf = (page: Page): Promise<string[]> =>
  page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], KEY);
