import AxeBuilder from '@axe-core/playwright';
import { waitForHydration } from '../support/hydration';
import { overflowing } from '../support/overflow';
import { resizeViewport } from '../support/viewport';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  allPages,
  firstPageOf,
  formPagePath,
  searchWithResultsPath,
  whatsOnBlockPagePath,
} from '../support/routes';

/**
 * Accessibility gate: WCAG 2.0, 2.1 and 2.2 A and AA rules (axe-core) on one page of every kind,
 * at desktop and phone width, and nothing wider than the narrowest phone the site supports (320
 * px, WCAG 1.4.10 reflow); keyboard focus visible on the header, a card grid and the form; no
 * autoplaying motion for people who ask for reduced motion. Routes come from the content build's
 * page data, so the gate follows the content rather than fixed slugs, and a new template is
 * checked by itself.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const NARROWEST = { width: 320, height: 640 };

const NAMED_ROUTES: [string, () => string][] = [
  ['home', () => firstPageOf('home')],
  ['store directory', () => firstPageOf('store-directory')],
  ['store', () => firstPageOf('store-detail')],
  ['centre map', () => firstPageOf('centre-map')],
  ['offers', () => firstPageOf('offers')],
  ['jobs', () => firstPageOf('jobs')],
  ['gift generator', () => firstPageOf('gift-generator')],
  ['gift', () => firstPageOf('gift-detail')],
  ['offer', () => firstPageOf('offer-detail')],
  ['article', () => firstPageOf('article-detail')],
  ['event', () => firstPageOf('event-detail')],
  ['job', () => firstPageOf('job-listing')],
  ['content page with the form', formPagePath],
  ["content page with the What's On block", whatsOnBlockPagePath],
  ['trading hours', () => firstPageOf('trading-hours')],
  ['search with results', searchWithResultsPath],
  ['404', () => '/no-such-page-here/'],
  ["what's on, events", () => '/whats-on/?filter=events'],
  ['gift guide', () => '/gift-guide/'],
];

/** The named routes, then the first page of each template none of them shows. */
function routesOfEveryTemplate(): [string, () => string][] {
  // An address with no page is answered by the not-found page.
  const templateAt = (route: string) =>
    allPages().find((page) => page.path === new URL(route, 'http://site').pathname)?.template ??
    'not-found';
  const shown = new Set(NAMED_ROUTES.map(([, route]) => templateAt(route())));
  const others = new Map<string, string>();
  for (const page of allPages()) {
    if (!shown.has(page.template) && !others.has(page.template))
      others.set(page.template, page.path);
  }
  return [
    ...NAMED_ROUTES,
    ...[...others.entries()]
      .sort()
      .map(([template, path]): [string, () => string] => [template, () => path]),
  ];
}

/** Waits until the page's main content (including remote parts) has rendered. */
async function waitForPage(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // The page's scripts start once it has loaded: wait until it runs and its parts are in.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test.describe('axe WCAG A/AA at 1280 and 375 px, reflow at 320 px', () => {
  // axe checks every text's contrast, twice: the directory's 134 cards take it past 30 s on a
  // busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const [name, route] of routesOfEveryTemplate()) {
    // One load per route, checked at each width in turn: the layout follows the width through
    // CSS and the hooks that read it after hydration, as when a phone is turned.
    test(`${name} has no violations and fits 320 px`, async ({ page }) => {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto(route());
      await waitForPage(page);
      const summary: string[] = [];
      for (const viewport of WIDTHS) {
        await resizeViewport(page, viewport);
        await expect(page.getByText('Loading...')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        summary.push(
          ...results.violations.map(
            (violation) =>
              `${viewport.width} px, ${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        );
      }
      expect(summary).toEqual([]);
      await resizeViewport(page, NARROWEST);
      expect(await overflowing(page), 'wider than a 320 px screen').toEqual([]);
    });
  }
});

/**
 * True when focus on `locator` (the focused element) is visible: an outline or a box shadow on
 * it, or on the card around it, that goes away when it loses focus. Comparing with the unfocused
 * look means a card's resting shadow does not pass for a focus ring. Leaves the element blurred;
 * the next Tab goes on from it.
 */
async function showsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const chain = [element, element.parentElement, element.parentElement?.parentElement].filter(
      (item): item is HTMLElement => item instanceof HTMLElement,
    );
    const look = () =>
      chain.map((item) => {
        const style = getComputedStyle(item);
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          style.outlineColor !== 'rgba(0, 0, 0, 0)'
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
            : 'none';
        return `${outline}|${style.boxShadow}`;
      });
    const focused = look();
    (element as HTMLElement).blur();
    const unfocused = look();
    return focused.some((value, index) => value !== unfocused[index]);
  });
}

/** Presses Tab up to `limit` times until `target` holds focus, checking every stop shows focus. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    if ((await focused.count()) !== 1) continue;
    const reached = await target.evaluate((element) => element === document.activeElement);
    const label = await focused.evaluate(
      (element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
    );
    expect(await showsFocus(focused), `focus visible at Tab ${step + 1} (${label})`).toBe(true);
    if (reached) return;
  }
  throw new Error('target not reached by keyboard');
}

test('keyboard: every link and button of the header shows a visible focus indicator', async ({
  page,
}) => {
  await page.goto('/');
  await waitForPage(page);
  const headerLinks = page.getByRole('banner').getByRole('link');
  await expect(headerLinks.first()).toBeVisible();
  const controls = page.getByRole('banner').locator('a, button, input').filter({ visible: true });
  await tabTo(page, controls.last());
});

test('keyboard: the cards of the store grid show a visible focus indicator', async ({ page }) => {
  await page.goto(firstPageOf('store-directory'));
  await waitForPage(page);
  const cardLinks = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(cardLinks.nth(3)).toBeVisible();
  // From just before the grid's first card, Tab through the first row of four cards.
  await cardLinks.first().focus();
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, cardLinks.first(), 1);
  await tabTo(page, cardLinks.nth(3), 12);
});

test('keyboard: every field and the button of the form show a visible focus indicator', async ({
  page,
}) => {
  await page.goto(formPagePath());
  await waitForPage(page);
  const form = page.getByRole('main').locator('form');
  await expect(form).toBeVisible();
  const lastControl = form.locator('button, input, select, textarea').last();
  await form.locator('input, select, textarea').first().focus();
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, lastControl);
});

test('under prefers-reduced-motion nothing on the home page moves by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForPage(page);
  const snapshot = () =>
    page.evaluate(() => ({
      running: document.getAnimations().filter((animation) => animation.playState === 'running')
        .length,
      transforms: [...document.querySelectorAll('main *')]
        .map((element) => getComputedStyle(element).transform)
        .join('|'),
      slides: document.querySelector('main')?.innerHTML.length,
    }));
  const before = await snapshot();
  // Longer than the hero slider's 7500 ms autoplay (docs/reference/limits.md).
  await page.waitForTimeout(8_000);
  const after = await snapshot();
  expect(after.running).toBe(0);
  expect(after.transforms).toBe(before.transforms);
  expect(after.slides).toBe(before.slides);
});
