import type { Page } from '@playwright/test';

/** The interaction events the page has pushed to its data layer so far. */
export function interactions(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'interaction',
    ),
  );
}
