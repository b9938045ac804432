import { expect, test, type Page } from '@playwright/test';
import type { RemoteName } from 'shared-lib/contracts';
import { waitForHydration } from '../support/hydration';
import { firstPageOf, formPagePath } from '../support/routes';
import { breakRemote, REMOTE_FAULTS, reportedFailures } from './support/remoteFaults';

// Resilience drills (decision 163): each remote fails in each way while a shopper opens a page that
// shows it beside the other remotes. Header, navigation, footer and the other remotes keep
// working; the failed part keeps its pre-rendered content or shows its fallback within 10 s; the
// failure is reported once per failed part; only a network failure is retried.

const FALLBACK = 'This part of the page is not available right now.';
const WITHIN_MS = 10_000;

interface Drill {
  remote: RemoteName;
  /** A page showing the remote's parts (and, but for forms, another remote's). */
  page: () => string;
  /** A link of the main navigation to a page of another remote, and that page's module. */
  next: { link: string; module: string };
}

const hasList = (context: unknown, key: string) =>
  ((context as Record<string, unknown[] | undefined>)[key]?.length ?? 0) > 0;

const OFFERS = { link: 'Offers', module: 'whats_on/OffersPage' };
const STORES = { link: 'Stores', module: 'stores/StoreDirectoryPage' };

const DRILLS: Drill[] = [
  // The home page: the store tiles (stores), the events and the latest news (whats_on).
  { remote: 'stores', page: () => '/', next: OFFERS },
  { remote: 'whats_on', page: () => '/', next: STORES },
  // A store page (stores) with its offers slider (whats_on) and gift slider (gifts).
  {
    remote: 'gifts',
    page: () =>
      firstPageOf(
        'store-detail',
        (store) => hasList(store.context, 'gifts') && hasList(store.context, 'offers'),
      ),
    next: OFFERS,
  },
  // The colouring competition: the shell's content page with the competition form (forms).
  { remote: 'forms', page: formPagePath, next: STORES },
];

interface Region {
  module: string;
  ready: boolean;
  text: string;
}

const regionsOf = (page: Page): Promise<Region[]> =>
  page.locator('[data-remote-module]').evaluateAll((elements) =>
    elements.map((element) => ({
      module: element.getAttribute('data-remote-module') ?? '',
      ready: element.hasAttribute('data-remote-ready'),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );

/**
 * Brings each remote part into view in turn and waits two frames there, so that the parts that
 * hydrate when visible start: a fast scroll past a part could skip the frame in which the page's
 * observer would see it, on a busy machine. A part that failed may be replaced meanwhile.
 */
async function bringEachPartIntoView(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const region of document.querySelectorAll('[data-remote-module]')) {
      region.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

for (const drill of DRILLS) {
  test.describe(`drill: ${drill.remote}`, () => {
    for (const fault of REMOTE_FAULTS) {
      test(`${fault}`, async ({ page }) => {
        test.setTimeout(45_000);
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        const record = await breakRemote(page, drill.remote, fault);
        // The drill counts the requests for the remote's entry to tell a retry from none, so the
        // page must not prefetch the next pages' modules (which fetches their entries too): it
        // does not for a viewer who asks to save data.
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
        );
        const isFailing = (region: Region) => region.module.startsWith(`${drill.remote}/`);

        const started = Date.now();
        await page.goto(drill.page(), { waitUntil: 'domcontentloaded' });
        // The parts as pre-rendered, before any script could change them.
        const prerendered = await regionsOf(page);
        const failingParts = prerendered.filter(isFailing);
        const otherParts = prerendered.filter((region) => !isFailing(region));
        expect(failingParts.length, `a part of ${drill.remote} on the page`).toBeGreaterThan(0);
        if (drill.remote !== 'forms')
          expect(otherParts.length, 'a part of another remote on the page').toBeGreaterThan(0);

        await waitForHydration(page);
        await bringEachPartIntoView(page);

        // Each failed part is reported, once, within 10 s of the click that opened the page.
        const expectedReports = failingParts.map((part) => `remote ${part.module}`).sort();
        const failureReports = async () =>
          (await reportedFailures(page))
            .filter((report) => report.source.startsWith(`remote ${drill.remote}/`))
            .map((report) => report.source)
            .sort();
        await expect
          .poll(failureReports, { timeout: Math.max(1, WITHIN_MS - (Date.now() - started)) })
          .toEqual(expectedReports);

        // The failed parts keep what the pre-render wrote, or show the fallback; none runs.
        const now = await regionsOf(page);
        for (const [index, part] of now.filter(isFailing).entries()) {
          expect(part.ready).toBe(false);
          if (!part.text.includes(FALLBACK)) expect(part.text).toBe(failingParts[index]!.text);
        }
        // The other remotes' parts of the page are running.
        await expect
          .poll(async () => (await regionsOf(page)).filter((region) => !isFailing(region)), {
            timeout: WITHIN_MS,
          })
          .toEqual(otherParts.map((part) => ({ ...part, ready: true, text: expect.any(String) })));

        // Header, navigation and footer work: the next page comes from the main navigation.
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: drill.next.link, exact: true })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: drill.next.link })).toBeVisible();
        // Another remote's page, rendered in the browser by that remote.
        await expect(page.locator(`[data-remote-module="${drill.next.module}"]`)).toHaveAttribute(
          'data-remote-ready',
          '',
        );

        // Still reported once, and nothing else reported.
        const reports = await reportedFailures(page);
        expect(reports.map((report) => report.source).sort()).toEqual(expectedReports);

        // Only a failure of the network itself is retried (once): an answer, even a wrong one, is
        // final.
        if (fault === 'refused connection') expect(record.entryRequests).toBeGreaterThan(1);
        else expect(record.entryRequests).toBe(1);
        // Only the HTML answer run as a script may raise an error on the page (a SyntaxError).
        expect(
          pageErrors.filter(
            (message) =>
              !(fault === 'HTML where JavaScript was expected' && /Unexpected token/.test(message)),
          ),
        ).toEqual([]);
      });
    }
  });
}
