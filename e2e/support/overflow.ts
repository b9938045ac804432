import type { Page } from '@playwright/test';

/**
 * What sticks out past the right edge of the viewport (WCAG 1.4.10 reflow): nothing when the
 * page is no wider than the screen, else the first eight elements beyond its edge, named for the
 * failure message. Inside a scroller that clips (a slider's track), sticking out is the design.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return [];
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
    // Wider than the screen with no single culprit found still fails.
    return found.length
      ? found.slice(0, 8)
      : [`the page (${document.documentElement.scrollWidth} px)`];
  });
}
