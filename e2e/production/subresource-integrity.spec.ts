import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { E2E_RELEASES_DIR, pinnedReleaseOf, release, servedManifest } from '../support/releases';
import { REMOTE_ORIGINS, REPO_ROOT } from '../support/site';
import { reportedFailures } from './support/remoteFaults';

// Subresource integrity (decision 384): the browser loads a remote's entry with the hash its
// release lists and each of its chunks with the hash its entry carries. One byte of a served
// chunk changed (a CDN, a bucket, a proxy) and the browser refuses it: the remote's part fails
// as for a remote that is down, shows the site's fallback, and the changed code never runs.

const VERSION = 'sri-drill';
const FALLBACK = 'This part of the page is not available right now.';
const ROOT_ENTRY = `${REMOTE_ORIGINS.gifts}/remoteEntry.js`;

/** The regions of the page's remote parts: their module, whether they run, their text. */
const regionsOf = (page: Page) =>
  page.locator('[data-remote-module]').evaluateAll((elements) =>
    elements.map((element) => ({
      module: element.getAttribute('data-remote-module') ?? '',
      ready: element.hasAttribute('data-remote-ready'),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );

test.afterEach(async () => {
  if ((await servedManifest()).gifts !== ROOT_ENTRY) await release('rollback', 'mf-gifts');
});

test("one byte of a remote's served chunk changed: the browser refuses it and the part shows its fallback", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // mf-gifts' everyday build, released and served.
  const build = mkdtempSync(path.join(tmpdir(), 'sri-gifts-'));
  chmodSync(build, 0o755);
  cpSync(path.join(REPO_ROOT, 'mf-gifts/dist'), build, { recursive: true });
  await release('build', 'mf-gifts', VERSION, '--from', build);
  rmSync(build, { recursive: true, force: true });
  await release('promote', 'mf-gifts', VERSION);
  const html = await (await page.request.get('/gift-guide/')).text();
  const pinned = pinnedReleaseOf(html).remotes.gifts!;
  expect(pinned.entry).toBe(`${REMOTE_ORIGINS.gifts}/releases/${VERSION}/remoteEntry.js`);
  // The page names the entry's hash, as its release lists it.
  const listed = (
    JSON.parse(
      readFileSync(path.join(E2E_RELEASES_DIR, 'mf-gifts', VERSION, 'files.json'), 'utf8'),
    ) as {
      files: Record<string, string>;
    }
  ).files['remoteEntry.js']!;
  expect(pinned.integrity).toBe(`sha256-${Buffer.from(listed, 'hex').toString('base64')}`);

  // Where it is served, the gift generator page's chunk loses one byte to another.
  const folder = path.join(E2E_RELEASES_DIR, 'mf-gifts', VERSION);
  const chunk = readdirSync(folder).find((name) =>
    /^expose-GiftGeneratorPage\.\w+\.js$/.test(name),
  )!;
  const file = path.join(folder, chunk);
  const text = readFileSync(file, 'utf8');
  const changed = text.replace('children:"The gift generator"', 'children:"The gift generatoR"');
  expect(changed.length).toBe(text.length);
  expect(changed).not.toBe(text);
  chmodSync(file, 0o644);
  writeFileSync(file, changed);
  // The server sends precompressed copies as they are: those would still be the built chunk.
  for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/gift-guide/');
  await waitForHydration(page);
  // The gift generator block (another chunk of the same remote, unchanged) runs.
  await expect(page.locator('[data-remote-module="gifts/GiftGeneratorBlock"]')).toHaveAttribute(
    'data-remote-ready',
  );
  // Into the gift generator, inside the page: its module's chunk is the changed one.
  await page.getByRole('main').locator('a[href="/gift-generator/"]').first().click();
  await expect(page).toHaveURL(/\/gift-generator\/$/);
  // The page's part is the remote's fallback, as for a remote that is down.
  await expect(page.getByRole('main')).toContainText(FALLBACK, { timeout: 15_000 });
  expect(
    (await regionsOf(page)).filter((region) => region.module.startsWith('gifts/GiftGeneratorPage')),
  ).toEqual([]);
  await expect(page.getByText('The gift generatoR')).toHaveCount(0);
  // Reported as the remote's failure; refused by the browser for its hash.
  await expect
    .poll(async () => (await reportedFailures(page)).map((report) => report.source))
    .toContain('remote gifts/GiftGeneratorPage');
  expect(
    consoleErrors.some((message) => message.includes('integrity') && message.includes(chunk)),
  ).toBe(true);
});
