import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_STATE_DIR } from '../support/releases';
import { waitForHydration } from '../support/hydration';
import { REMOTE_ORIGINS } from '../support/site';

// A remote that is down, slow or broken costs only its own part of the page. On a page opened
// from its address, that part keeps its pre-rendered HTML (readable, with plain links) and the
// failure is reported; on a page reached inside the site, the part shows a quiet fallback.

const FALLBACK = 'This part of the page is not available right now.';

async function reportedErrors(page: Page): Promise<{ source: string; message: string }[]> {
  return page.evaluate(() => {
    const dataLayer = (
      window as unknown as { dataLayer?: { event: string; source?: string; message?: string }[] }
    ).dataLayer;
    return (dataLayer ?? [])
      .filter((entry) => entry.event === 'site_error')
      .map((entry) => ({ source: entry.source ?? '', message: entry.message ?? '' }));
  });
}

const reportedFailures = async (page: Page) =>
  (await reportedErrors(page)).map((error) => error.source);

test('a blocked remote keeps its pre-rendered part on screen, with working links, and is reported', async ({
  page,
}) => {
  await page.route(`${REMOTE_ORIGINS.stores}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/stores/');
  await waitForHydration(page);
  await expect.poll(() => reportedFailures(page)).toContain('remote stores/StoreDirectoryPage');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(main).not.toContainText(FALLBACK);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' }),
  ).toBeVisible();

  // Its links are plain links: the next page loads from the server.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await main.getByRole('link', { name: 'Nike', exact: true }).first().click();
  await expect(page).toHaveURL(/\/stores\/nike\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nike' })).toBeVisible();
  expect(documents).toEqual(['/stores/nike/']);
});

test('inside the site, a page of a blocked remote shows its fallback; the other remotes still work', async ({
  page,
}) => {
  await page.route(`${REMOTE_ORIGINS.stores}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/offers/');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stores', exact: true })
    .click();
  await expect(page.getByRole('main')).toContainText(FALLBACK);
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  expect(await reportedFailures(page)).toContain('remote stores/StoreDirectoryPage');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

test('a page with a block of a blocked remote keeps its own content and the block as rendered', async ({
  page,
}) => {
  await page.route(`${REMOTE_ORIGINS.forms}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/colouring-competition/');
  await waitForHydration(page);
  await expect.poll(() => reportedFailures(page)).toContain('remote forms/FormBlock');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('textbox').first()).toBeVisible();
  await expect(main).not.toContainText(FALLBACK);
});

test('a remote that never answers gives up within its time limit and keeps the pre-rendered part', async ({
  page,
}) => {
  await page.route(`${REMOTE_ORIGINS.gifts}/**`, () => {
    // Never answered: the remote hangs.
  });
  await page.goto('/gift-generator/', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await expect
    .poll(() => reportedFailures(page), { timeout: 15_000 })
    .toContain('remote gifts/GiftGeneratorPage');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(FALLBACK);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a remotes manifest entry on a foreign origin is refused and reported; the site works on', async ({
  page,
}) => {
  // The served pages and manifest, edited (wrongly or by an attacker) to load What's On from
  // elsewhere: the served generation's files changed where they lie, put back afterwards.
  const foreign = 'https://remotes.foreign.example';
  const foreignEntry = `${foreign}/mf-whats-on/remoteEntry.js`;
  const servedDir = realpathSync(path.join(E2E_STATE_DIR, 'current'));
  const originals = new Map<string, string | Buffer>();
  for (const entry of readdirSync(servedDir, { recursive: true, withFileTypes: true })) {
    if (!/\.(html|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const tampered = text.replaceAll(
      JSON.stringify(`${REMOTE_ORIGINS.whats_on}/remoteEntry.js`),
      JSON.stringify(foreignEntry),
    );
    if (tampered === text) continue;
    originals.set(file, text);
    writeFileSync(file, tampered);
    // The compressed copies written with the generation are sent as they are: set aside.
    for (const copy of [`${file}.br`, `${file}.gz`].filter((name) => existsSync(name))) {
      originals.set(copy, readFileSync(copy));
      rmSync(copy);
    }
  }
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(foreign)) asked.push(request.url());
  });
  // Whatever happens, nothing leaves this machine.
  await page.route(`${foreign}/**`, (route) => route.abort('connectionrefused'));
  try {
    await page.goto('/offers/');
    await waitForHydration(page);
    await expect
      .poll(() => reportedErrors(page))
      .toContainEqual({
        source: 'remotes manifest',
        message: `Refused whats_on at ${foreignEntry}: ${foreign} is not an allowed remote origin`,
      });
    // What's On's part keeps its pre-rendered offers.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    await expect(main.getByRole('link').first()).toBeVisible();
    await expect(main).not.toContainText(FALLBACK);

    // The other remotes work: the store directory comes from mf-stores inside the site.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Stores', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Nike', exact: true }).first()).toBeVisible();
    // Back on What's On's page inside the site, its part shows the fallback.
    await nav.getByRole('link', { name: 'Offers' }).click();
    await expect(main).toContainText(FALLBACK);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();

    expect(asked).toEqual([]);
    const refusals = (await reportedErrors(page)).filter(
      (error) => error.source === 'remotes manifest',
    );
    expect(refusals).toHaveLength(1);
  } finally {
    for (const [file, content] of originals) writeFileSync(file, content);
  }
});
