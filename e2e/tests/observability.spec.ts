import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { clearFaults, injectFault } from '../support/faults';
import { waitForHydration } from '../support/hydration';
import { release } from '../support/releases';
import { SITE_URL } from '../support/site';
import { eventsWhere, startSiteEventsService } from '../support/siteEventsService';

// What real visitors' browsers report, in Chromium against the composed site and the real site
// events service: web vitals, script errors, unhandled rejections and page data that failed,
// each naming the page load the server logged; and the dashboard at /admin/ops/ drawn from them.

let service: ChildProcess;

test.beforeAll(async () => {
  service = await startSiteEventsService();
});

test.afterAll(() => {
  service.kill('SIGTERM');
});

test.afterEach(({ request }) => clearFaults(request));

interface VitalsRow {
  route: string;
  generation: string;
  page: string;
  verified: number;
  counted: number;
  device: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
}

/** Once the browser is idle: the vitals module has run and its observers had their entries. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );

/** The server's id of a document: its Server-Timing entry, as the page reads it. */
const pageLoadOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      ).serverTiming.find((timing) => timing.name === 'page')?.description,
  );

/**
 * The shopper leaves the page for another site: the browser hides the page before it unloads it
 * (`visibilitychange` with `visibilityState` hidden, which web-vitals and the page's vitals read),
 * and the beacon the page queues then is sent by the browser after the page has gone. Whether it
 * arrived is read from the events service, never from the page.
 */
async function leave(page: Page) {
  await page.goto('about:blank');
}

test('a visit reports its vitals when the shopper leaves: LCP, INP, CLS and TTFB for its page load', async ({
  page,
}) => {
  const vitalsModule = page.waitForResponse(/\/page-vitals\.[0-9a-f]+\.js$/);
  await page.goto('/stores/');
  await waitForHydration(page);
  const loadId = await pageLoadOf(page);
  expect(loadId).toMatch(/^[0-9a-f]{32}$/);
  // The first input fetches the vitals module (never among the bytes a page starts with) …
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  expect((await vitalsModule).status()).toBe(200);
  // … which then measures the interactions that follow.
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await page.keyboard.press('Tab');
  await settled(page);
  await leave(page);

  await expect
    .poll(
      () =>
        eventsWhere<VitalsRow>("SELECT * FROM events WHERE type = 'vitals' AND page = ?", loadId!),
      {
        timeout: 15_000,
      },
    )
    .toHaveLength(1);
  const [vitals] = eventsWhere<VitalsRow>(
    "SELECT * FROM events WHERE type = 'vitals' AND page = ?",
    loadId!,
  );
  expect(vitals).toMatchObject({
    route: 'store-directory',
    device: 'desktop',
    verified: 1,
    counted: 1,
  });
  expect(vitals!.lcp).toBeGreaterThan(0);
  expect(vitals!.ttfb).toBeGreaterThan(0);
  expect(vitals!.cls).toBeGreaterThanOrEqual(0);
  expect(vitals!.inp).toBeGreaterThan(0);
  // The server saw the page load the report names.
  expect(eventsWhere('SELECT route, status FROM page_loads WHERE id = ?', loadId!)).toEqual([
    { route: 'store-directory', status: 200 },
  ]);
});

test('script errors, unhandled rejections and page data that failed to load are reported', async ({
  page,
  request,
}) => {
  // Before the page loads: it prefetches the data of the pages it links to.
  await injectFault(request, { path: '/assets/data/offers/index.json', status: 500 });
  await page.goto('/');
  await waitForHydration(page);
  const loadId = await pageLoadOf(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: an uncaught error');
    });
    void Promise.reject(new Error('e2e: a rejection nobody handles'));
  });
  await page.locator('a[href="/offers/"]:visible').first().click();
  await expect
    .poll(
      () =>
        eventsWhere<{ kind: string; verified: number }>(
          "SELECT kind, verified FROM events WHERE type = 'error' AND page = ? ORDER BY kind",
          loadId!,
        ),
      { timeout: 15_000 },
    )
    .toEqual([
      { kind: 'page-data', verified: 1 },
      { kind: 'rejection', verified: 1 },
      { kind: 'script', verified: 1 },
    ]);
});

test('the dashboard at /admin/ops/ draws the real figures: vitals, errors, marketing', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Shoppers: a few visits with vitals, an offer opened, the same search twice and one in vain.
  for (const path of [
    '/',
    '/stores/',
    '/offers/',
    '/search/?q=shoes',
    '/search/?q=shoes',
    '/search/?q=zzqx',
  ]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    if (path.startsWith('/search/'))
      await expect(page.locator('.search-page__results')).not.toContainText('Loading');
    const vitalsModule = page.waitForResponse(/\/page-vitals\.[0-9a-f]+\.js$/);
    await page.mouse.click(5, 5);
    await vitalsModule;
    await settled(page);
    const loadId = await pageLoadOf(page);
    // Leaving the page hides it: its vitals are sent, by the browser, before it closes.
    await leave(page);
    await expect
      .poll(() => eventsWhere("SELECT 1 FROM events WHERE type = 'vitals' AND page = ?", loadId!), {
        timeout: 15_000,
      })
      .toHaveLength(1);
    await context.close();
  }
  // Every visit's vitals arrived, with its LCP.
  await expect
    .poll(() => eventsWhere("SELECT 1 FROM events WHERE type = 'vitals' AND lcp > 0").length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(6);
  await expect
    .poll(() => eventsWhere("SELECT 1 FROM events WHERE type = 'search'").length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(3);

  // `release status --json` reads the same window: per route and release, views and p75 LCP.
  const status = JSON.parse(await release('status', '--json', '--window', '1h')) as {
    figures: {
      summary: { rows: { route: string; pageViews: number; p75: { lcp: number | null } }[] };
    };
  };
  const directory = status.figures.summary.rows.find((row) => row.route === 'store-directory');
  expect(directory?.pageViews).toBeGreaterThan(0);
  expect(directory?.p75.lcp).toBeGreaterThan(0);

  const dashboard = await browser.newPage();
  // Its own policy, stricter than the editor's: nothing inline, no eval; nothing is refused.
  const refused: string[] = [];
  dashboard.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  for (const width of [1280, 375]) {
    await dashboard.setViewportSize({ width, height: 900 });
    const answer = await dashboard.goto(`${SITE_URL}/admin/ops/?window=1h`);
    const policy = answer!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'; style-src 'self';");
    expect(policy).not.toContain('unsafe');
    await expect(dashboard.locator('.ops-status')).toContainText('The last 1h, read at');
    await expect(dashboard.locator('#chart-lcp')).toHaveAttribute(
      'aria-label',
      /^Largest Contentful Paint \(p75\): .*store-directory/,
    );
    await expect(dashboard.locator('#routes table')).toContainText('store-directory');
    await expect(dashboard.locator('#marketing')).toContainText('shoes');
    await expect(dashboard.locator('#marketing')).toContainText('Searches with no results');
    await expect(dashboard.locator('#chart-views')).toHaveAttribute('aria-label', /home/);
    // The charts are drawn: pixels other than the background on the LCP chart's canvas.
    const inked = await dashboard.locator('#chart-lcp').evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
      return count;
    });
    expect(inked).toBeGreaterThan(500);
    await dashboard.screenshot({
      path: test.info().outputPath(`dashboard-${width}.png`),
      fullPage: true,
    });
    const wider = await dashboard.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => !element.closest('.ops-table'))
        .map((element) => `${element.tagName}.${element.className}`),
    );
    expect(wider).toEqual([]);
  }
  expect(refused).toEqual([]);
  await dashboard.close();
});
