import type { Page } from '@playwright/test';

/** Records the address of every script the page loads, to tell which origin served a part. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push(response.url());
  });
  return scripts;
}
