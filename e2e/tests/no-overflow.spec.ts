import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { allPages, searchWithResultsPath } from '../support/routes';

/**
 * Nothing overflows sideways at 320 px (the narrowest phone the site supports, WCAG 1.4.10
 * reflow): one page of every template the content build writes, plus a search with results and
 * an unknown address. Routes come from the page data, so a new template is checked by itself.
 */
function routesOfEveryKind(): [string, string][] {
  const firstOfEach = new Map<string, string>();
  for (const page of allPages()) {
    if (!firstOfEach.has(page.template)) firstOfEach.set(page.template, page.path);
  }
  return [
    ...[...firstOfEach.entries()].sort(),
    ['search with results', searchWithResultsPath()],
    ['unknown address', '/no-such-page-here/'],
  ];
}

/** Elements that stick out past the right edge of the viewport: the failure message names them. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 1) continue;
      // Inside a scroller that clips (a slider track), sticking out is the design.
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= limit + 1) {
          clipped = true;
          break;
        }
      }
      if (!clipped) found.push(`${name(element)} (right edge ${Math.round(box.right)} px)`);
    }
    return found.slice(0, 8);
  });
}

test.use({ viewport: { width: 320, height: 640 } });

for (const [kind, route] of routesOfEveryKind()) {
  test(`${kind} (${route}) does not overflow at 320 px`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    const culprits = width.scroll > width.client ? await overflowing(page) : [];
    expect(width.scroll, `wider than the screen: ${culprits.join(', ')}`).toBe(width.client);
  });
}
