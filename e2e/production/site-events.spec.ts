import { expect, test } from '@playwright/test';
import { recordPageChanges, waitForHydration } from '../support/hydration';
import { pinnedReleaseOf } from '../support/releases';
import { SITE_URL } from '../support/site';
import {
  postEvent,
  restartSiteEvents,
  stopSiteEvents,
  storedCspViolations,
  storedEvents,
} from './support/siteEvents';

// The site's own events endpoint through nginx: pages report page views by sendBeacon to
// /site-events/ on their origin; the service stores them and refuses anything else.

const event = (path: string) =>
  JSON.stringify({
    type: 'pageview',
    path,
    route: 'content-page',
    generation: '000001',
    releases: { gifts: null },
  });

test("a page's view reaches the events store with the page's generation and releases", async ({
  page,
}) => {
  const response = await page.goto('/stores/');
  const pinned = pinnedReleaseOf(await response!.text());
  await waitForHydration(page);
  await expect
    .poll(() => storedEvents().filter((stored) => stored.path === '/stores/'), { timeout: 10_000 })
    .toContainEqual({
      type: 'pageview',
      path: '/stores/',
      generation: pinned.generation,
      kind: null,
      remote: null,
      release: null,
    });
});

test('oversize, malformed and foreign-origin bodies are refused with 4xx and nothing is stored', async () => {
  const before = storedEvents().length;
  const refusals = {
    // nginx refuses a body over 4 KB before the service sees it; the service one over 2 KB.
    overNginxLimit: await postEvent(event(`/${'a'.repeat(5000)}`)),
    overServiceLimit: await postEvent(event(`/${'a'.repeat(2500)}`)),
    notJson: await postEvent('{"type":"pageview",'),
    notAnEvent: await postEvent(
      JSON.stringify({
        type: 'pageview',
        path: '/',
        route: 'home',
        generation: '000001',
        releases: {},
        ip: '1',
      }),
    ),
    foreignOrigin: await postEvent(event('/'), { origin: 'https://evil.example' }),
    formPost: await postEvent('type=pageview', { type: 'application/x-www-form-urlencoded' }),
  };
  expect(Object.fromEntries(Object.entries(refusals).map(([name, r]) => [name, r.status]))).toEqual(
    {
      overNginxLimit: 413,
      overServiceLimit: 413,
      notJson: 400,
      notAnEvent: 400,
      foreignOrigin: 403,
      formPost: 415,
    },
  );
  expect(await refusals.notAnEvent.text()).toContain('ip: not a field of a pageview event');
  expect(storedEvents().length).toBe(before);
  // The same endpoint accepts a well-formed event from the site's own origin.
  expect((await postEvent(event('/e2e-accepted/'))).status).toBe(204);
  expect(storedEvents().length).toBe(before + 1);
});

test('with the events service stopped, pages load and hydrate as before', async ({ page }) => {
  await stopSiteEvents();
  try {
    expect((await postEvent(event('/'))).status).toBeGreaterThanOrEqual(500);
    const changes = await recordPageChanges(page);
    for (const path of ['/gift-generator/', '/stores/', '/']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('main')).toBeVisible();
    }
    const seen = await changes();
    expect(seen.pageErrors).toEqual([]);
    expect(seen.hydrationErrors).toEqual([]);
    expect(seen.siteErrors).toEqual([]);
  } finally {
    await restartSiteEvents();
  }
  expect((await fetch(`${SITE_URL}/site-events/`, { method: 'GET' })).status).toBe(405);
});

test('a Content-Security-Policy violation on a page reaches the events service, without its query', async ({
  page,
}) => {
  await page.goto('/search/?q=somebody%40example.com');
  await waitForHydration(page);
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = 'https://evil.example/pixel.png';
    document.body.append(picture);
  });
  await expect
    .poll(() => storedCspViolations(), { timeout: 10_000 })
    .toContainEqual({ path: '/search/', detail: 'img-src https://evil.example' });
});
