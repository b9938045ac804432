import { expect, test, type BrowserContext } from '@playwright/test';
import { isOfferVisible } from 'shared-lib/offers';
import { canberraNoon } from 'shared-lib/clock';
import { nextCanberraMidnight } from 'deploy/canberra-midnight';
import { readPageData } from '../support/pageData';
import {
  pinnedReleaseOf,
  release,
  releaseLog,
  runRelease,
  servedManifest,
} from '../support/releases';
import { REMOTE_ORIGINS, SITE_URL } from '../support/site';

// Releases without a seam (served by nginx, as in production): every page hydrates with the
// remote releases that rendered it, whatever was promoted since; a promote, a rollback and the
// Canberra midnight re-render each switch a whole generation at once; two promotes at once end
// with one consistent site; the status command and the release log tell what happened.

test.describe.configure({ mode: 'serial' });

const XMAS = 'seam-xmas';
const EVERYDAY = 'seam-everyday';
/** Pages with parts of mf-gifts (the guide, a gift, a store page's gift slider), and a page of the shell alone. */
const GIFT_ROUTES = [
  '/gift-generator/',
  '/stores/repco/gift/120-piece-socket-set/',
  '/stores/repco/',
];
const SHELL_ROUTE = '/trading-hours/';
const GIFTS_PART = '[data-remote-module^="gifts/"]';

/** The page's rendered content (its page data, which lists every offer, is left out). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

interface OpenedPage {
  route: string;
  headerGeneration: string | null;
  pinned: ReturnType<typeof pinnedReleaseOf>;
  /** The gifts remoteEntry.js addresses the browser loaded. */
  giftsEntries: string[];
  /** The heading and the gifts parts' text: as served, then once the parts ran. */
  servedText: string[];
  runningText: string[];
  /** React's recoverable errors (the shell reports them as `hydration`) and page errors. */
  errors: string[];
}

/**
 * Opens one page in its own tab, waits until its gifts parts run, and records what it saw. The
 * generation that answered is added to `served` as soon as the response arrives.
 */
async function openPage(
  context: BrowserContext,
  route: string,
  served: string[],
): Promise<OpenedPage> {
  const page = await context.newPage();
  const giftsEntries: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${REMOTE_ORIGINS.gifts}/`) && url.endsWith('/remoteEntry.js'))
      giftsEntries.push(url);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      // The scripts start after load: this is the text of the HTML as served.
      (window as unknown as { __servedText: string[] }).__servedText = [
        document.querySelector('main h1')?.textContent ?? '',
        ...[...document.querySelectorAll(selector)].map((part) => part.textContent ?? ''),
      ];
    });
  }, GIFTS_PART);
  try {
    const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
    served.push(response!.headers()['x-site-generation'] ?? 'none');
    const pinned = pinnedReleaseOf(await response!.text());
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const parts = page.locator(GIFTS_PART);
    for (let index = 0; index < (await parts.count()); index += 1) {
      await parts.nth(index).scrollIntoViewIfNeeded();
      await page
        .locator(`${GIFTS_PART}[data-remote-ready]`)
        .nth(index)
        .waitFor({ state: 'attached', timeout: 30_000 });
    }
    const { servedText, runningText, reported } = await page.evaluate((selector) => {
      const dataLayer =
        (
          window as unknown as {
            dataLayer?: { event: string; source?: string; message?: string }[];
          }
        ).dataLayer ?? [];
      return {
        servedText: (window as unknown as { __servedText: string[] }).__servedText,
        runningText: [
          document.querySelector('main h1')?.textContent ?? '',
          ...[...document.querySelectorAll(selector)].map((part) => part.textContent ?? ''),
        ],
        reported: dataLayer
          .filter((entry) => entry.event === 'site_error')
          .map((entry) => `${entry.source}: ${entry.message}`),
      };
    }, GIFTS_PART);
    return {
      route,
      headerGeneration: response!.headers()['x-site-generation'] ?? null,
      pinned,
      giftsEntries,
      servedText,
      runningText,
      errors: [...errors, ...reported],
    };
  } finally {
    await page.close();
  }
}

test.beforeAll(async () => {
  await release('build', 'mf-gifts', XMAS, '--from', 'mf-gifts/dist/campaigns/christmas');
  await release('build', 'mf-gifts', EVERYDAY, '--from', 'mf-gifts/dist');
});

test('pages opened while mf-gifts is promoted and rolled back three times run with the releases that rendered them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const routes = [...GIFT_ROUTES, SHELL_ROUTE];
  const opened: Promise<OpenedPage>[] = [];
  const served: string[] = [];
  let open = 0;
  let switching = true;
  // A new page about every 200 ms, at most six loading at once on this small machine.
  const opener = (async () => {
    for (let tick = 0; switching; tick += 1) {
      if (open < 6) {
        open += 1;
        opened.push(
          openPage(context, routes[tick % routes.length]!, served).finally(() => (open -= 1)),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const switches: string[] = [];
  try {
    for (let round = 0; round < 3; round += 1) {
      for (const args of [
        ['promote', 'mf-gifts', XMAS],
        ['rollback', 'mf-gifts'],
      ]) {
        const before = served.length;
        const result = await runRelease(args);
        expect(result.code, result.stdout + result.stderr).toBe(0);
        switches.push(`${args.join(' ')}: ${result.seconds.toFixed(1)} s`);
        // Pages are opened in every generation: the next switch waits for one served by this
        // one, however slowly pages load on the machine.
        const now = (await fetch(`${SITE_URL}${SHELL_ROUTE}`)).headers.get('x-site-generation');
        await expect
          .poll(() => served.slice(before).includes(now ?? 'none'), {
            message: `a page served by generation ${now} after ${args.join(' ')}`,
            timeout: 60_000,
          })
          .toBe(true);
      }
    }
  } finally {
    switching = false;
    await opener;
  }
  const pages = await Promise.all(opened);
  test.info().annotations.push({ type: 'switches', description: switches.join('; ') });
  test.info().annotations.push({ type: 'pages', description: String(pages.length) });

  expect(pages.length).toBeGreaterThanOrEqual(20);
  for (const page of pages) {
    const label = `${page.route} of generation ${page.pinned.generation}`;
    expect(page.errors, label).toEqual([]);
    expect(page.runningText, `${label}: its text changed when it ran`).toEqual(page.servedText);
    // The response and the HTML come from the same generation.
    expect(page.headerGeneration, label).toBe(page.pinned.generation);
    // The browser loaded exactly the gifts entry the HTML names, nothing else.
    const pinnedGifts = page.pinned.remotes.gifts!.entry;
    expect(
      page.giftsEntries.filter((entry) => entry !== pinnedGifts),
      label,
    ).toEqual([]);
    if (GIFT_ROUTES.includes(page.route)) expect(page.giftsEntries, label).toContain(pinnedGifts);
  }
  // Both releases were served during the drill, across many generations.
  const entries = new Set(pages.map((page) => page.pinned.remotes.gifts!.entry));
  expect(entries).toEqual(
    new Set([
      `${REMOTE_ORIGINS.gifts}/remoteEntry.js`,
      `${REMOTE_ORIGINS.gifts}/releases/${XMAS}/remoteEntry.js`,
    ]),
  );
  // A promote writes a new generation; a rollback returns to the one before it.
  expect(new Set(pages.map((page) => page.pinned.generation)).size).toBeGreaterThanOrEqual(4);
  await context.close();
});

test('of two promotes started together one goes, the other is refused naming the holder, and the site is consistent', async () => {
  test.setTimeout(60_000);
  const noWait = { RELEASE_LOCK_WAIT_SECONDS: '0' };
  // Neither release is kept staged, so both promotes render under the lock. (A fresh candidate
  // is only a switch, which waits for no render: that promote and a rendering one both go, one
  // after the other, and the later is checked fresh on what the earlier served.)
  for (const version of [XMAS, EVERYDAY]) await runRelease(['discard', 'mf-gifts', version]);
  const results = await Promise.all([
    runRelease(['promote', 'mf-gifts', XMAS, '--as', 'team-christmas'], noWait),
    runRelease(['promote', 'mf-gifts', EVERYDAY, '--as', 'team-everyday'], noWait),
  ]);
  const winners = results.filter((result) => result.code === 0);
  const losers = results.filter((result) => result.code !== 0);
  expect(winners).toHaveLength(1);
  expect(losers).toHaveLength(1);
  expect(losers[0]!.stderr).toMatch(
    /Refused: another release command holds the lock .*: team-(christmas|everyday) \(pid \d+ on .*, `promote mf-gifts seam-(xmas|everyday)`/,
  );
  expect(losers[0]!.stderr).toContain('Nothing was changed');
  const version = /Promoted mf-gifts (\S+):/.exec(winners[0]!.stdout)![1]!;
  // The served manifest, the served pages and the history all name the winner.
  const entry = `${REMOTE_ORIGINS.gifts}/releases/${version}/remoteEntry.js`;
  expect((await servedManifest()).gifts).toBe(entry);
  const page = await fetch(`${SITE_URL}/gift-generator/`);
  expect(pinnedReleaseOf(await page.text()).remotes.gifts!.entry).toBe(entry);
  expect(await release('status')).toMatch(new RegExp(`served: +${version} +promoted .* by team-`));
  await release('rollback', 'mf-gifts');
});

test('the Canberra midnight re-render removes an offer that expired the day before from the served HTML, in one switch', async () => {
  test.setTimeout(90_000);
  const before = await (await fetch(`${SITE_URL}/offers/`)).text();
  const renderDate = /<meta name="render-date" content="([\d-]+)">/.exec(before)![1]!;
  const { offers } = readPageData<'offers'>('/offers/').context;
  const offer = offers
    .filter((candidate) => isOfferVisible(candidate, canberraNoon(renderDate)))
    .sort((a, b) => a.expiry.value.localeCompare(b.expiry.value))[0]!;
  const title = offer.title.replace(/&/g, '&amp;');
  expect(mainOf(before)).toContain(title);
  // Just after the midnight that ends the offer's last day.
  const clock = new Date(
    nextCanberraMidnight(canberraNoon(offer.expiry.value.slice(0, 10))).getTime() + 5000,
  );

  // What shoppers get while the switch happens: every answer wholly of one generation.
  const answers: { header: string | null; generation: string; hasOffer: boolean }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const response = await fetch(`${SITE_URL}/offers/`);
      const html = await response.text();
      answers.push({
        header: response.headers.get('x-site-generation'),
        generation: pinnedReleaseOf(html).generation,
        hasOffer: mainOf(html).includes(title),
      });
    }
  })();
  const result = await runRelease(
    ['rerender', '--reason', 'Canberra midnight', '--if-new-day', '--as', 'midnight-test'],
    { RELEASE_CLOCK: clock.toISOString() },
  );
  polling = false;
  await poller;
  expect(result.code, result.stdout + result.stderr).toBe(0);

  const after = await (await fetch(`${SITE_URL}/offers/`)).text();
  expect(mainOf(after)).not.toContain(title);
  const newDate = /<meta name="render-date" content="([\d-]+)">/.exec(after)![1]!;
  expect(newDate > offer.expiry.value.slice(0, 10)).toBe(true);
  expect(await (await fetch(`${SITE_URL}/sitemap.xml`)).text()).toContain(
    `<lastmod>${newDate}</lastmod>`,
  );
  const oldGeneration = pinnedReleaseOf(before).generation;
  const newGeneration = pinnedReleaseOf(after).generation;
  expect(newGeneration).not.toBe(oldGeneration);
  expect(answers.length).toBeGreaterThan(5);
  for (const answer of answers) {
    expect(answer.header).toBe(answer.generation);
    expect([oldGeneration, newGeneration]).toContain(answer.generation);
    expect(answer.hasOffer).toBe(answer.generation === oldGeneration);
  }
  expect(releaseLog().at(-1)).toMatchObject({
    action: 'rerender',
    actor: 'midnight-test',
    generation: newGeneration,
    change: `render date ${renderDate} → ${newDate}`,
  });

  // Back to today's pages for the tests after this one.
  await release('rerender', '--reason', 'e2e: back to today');
});

test('release status and the release log tell the history of the drill', async () => {
  const log = releaseLog();
  const drill = log.filter(
    (entry) =>
      entry.change === `mf-gifts origin root → ${XMAS}` ||
      entry.change === `mf-gifts ${XMAS} → origin root`,
  );
  // The three rounds of the drill above.
  expect(drill.filter((entry) => entry.action === 'promote').length).toBeGreaterThanOrEqual(3);
  expect(drill.filter((entry) => entry.action === 'rollback').length).toBeGreaterThanOrEqual(3);
  expect(log.some((entry) => entry.actor === 'midnight-test')).toBe(true);
  const status = await release('status');
  expect(status).toMatch(/^Generation \d{6} served since /m);
  expect(status).toMatch(/^mf-gifts\n {2}served: +origin root\n {2}rollback target: none/m);
  expect(status).toMatch(new RegExp(`versions online: .*${XMAS}.*${EVERYDAY}`));
  expect(status).toMatch(
    new RegExp(`promote +mf-gifts origin root → ${XMAS} +→ generation \\d{6}`),
  );
  expect(status).toMatch(/rerender +render date .* → generation \d{6}/);
});
