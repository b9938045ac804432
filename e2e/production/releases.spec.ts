import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_APPS } from 'shared-lib/apps';
import { goBack } from '../support/history';
import { waitForHydration } from '../support/hydration';
import { E2E_RELEASES_DIR, release, runRelease, servedManifest } from '../support/releases';
import { recordScripts } from '../support/scriptOrigins';
import { REMOTE_ORIGINS, REPO_ROOT, SHELL_DIST } from '../support/site';

// Marketing swaps the gift campaign with the release commands (deploy/release): the Christmas
// build of mf-gifts is released into its own immutable folder and promoted; a shopper with the
// site open gets it on their next navigation; a rollback brings back the everyday guide. Nothing
// is built: not the shell, not another remote, not mf-gifts itself.

const VERSION = '2026-11-xmas';
const XMAS_FILES = `${REMOTE_ORIGINS.gifts}/releases/${VERSION}/`;
const EVERYDAY = 'Gift guide';
const CHRISTMAS = 'Christmas gift guide';

/**
 * Every file of the builds (the remotes' scripts, the whole of the shell's build): name →
 * modification time. Serving and releasing never write into a build.
 */
function builtFiles(): Map<string, number> {
  const files = new Map<string, number>();
  const add = (file: string) => files.set(file, statSync(file).mtimeMs);
  for (const { workspace } of REMOTE_APPS) {
    const dist = path.join(REPO_ROOT, workspace, 'dist');
    for (const name of readdirSync(dist)) if (name.endsWith('.js')) add(path.join(dist, name));
    add(path.join(dist, 'server/remoteEntry.js'));
  }
  add(path.join(REPO_ROOT, 'mf-gifts/dist/campaigns/christmas/remoteEntry.js'));
  for (const entry of readdirSync(SHELL_DIST, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) add(path.join(entry.parentPath, entry.name));
  return files;
}

const guideHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * The shopper's next move inside the open page, after a release: a gift of the guide, loaded
 * from the server, then Back to the guide. Returns the addresses of the documents the browser
 * loaded on the way.
 */
async function openAGiftAndComeBack(page: Page): Promise<string[]> {
  const documents: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  // The old document shows the gift's address and is hydrated before the new one arrives: Back
  // sent then raced the load and lost (the tab stayed on the gift).
  const giftDocument = page.waitForEvent('domcontentloaded', { timeout: 30_000 });
  await page.getByRole('main').locator('a[href*="/gift/"]').first().click();
  await giftDocument;
  await expect(page).toHaveURL(/\/gift\/[^/]+\/$/);
  await waitForHydration(page);
  await goBack(page);
  await expect(page).toHaveURL(/\/gift-generator\/$/);
  await waitForHydration(page);
  page.off('request', onRequest);
  return documents;
}

// A failure half-way must not leave the Christmas guide served to the suites that run after this one.
test.afterEach(async () => {
  if ((await servedManifest()).gifts !== `${REMOTE_ORIGINS.gifts}/remoteEntry.js`)
    await release('rollback', 'mf-gifts');
});

test('promote the Christmas gifts build, see it on the next navigation, roll back to the everyday guide', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = builtFiles();
  const otherRemotes = Object.entries(await servedManifest()).filter(([name]) => name !== 'gifts');

  // Released from the build `npm run build` made (mf-gifts' christmas campaign), as it is.
  const output = await release(
    'build',
    'mf-gifts',
    VERSION,
    '--from',
    'mf-gifts/dist/campaigns/christmas',
  );
  expect(output).toContain(`Released mf-gifts ${VERSION}`);
  expect(existsSync(path.join(E2E_RELEASES_DIR, 'mf-gifts', VERSION, 'remoteEntry.js'))).toBe(true);

  // A shopper has the gift guide open.
  const scripts = recordScripts(page);
  await page.goto('/gift-generator/');
  await waitForHydration(page);
  await expect(guideHeading(page)).toHaveText(EVERYDAY);

  await release('promote', 'mf-gifts', VERSION);
  expect((await servedManifest()).gifts).toBe(`${XMAS_FILES}remoteEntry.js`);
  expect(await release('status')).toMatch(new RegExp(`served: +${VERSION} +promoted`));

  // The next navigation loads pages from the server with the new release: the gift it opens and
  // the guide it goes back to.
  scripts.length = 0;
  const documents = await openAGiftAndComeBack(page);
  // The tab noticed the release: the gift came from the server, not rendered with the old build.
  expect(documents[0]).toMatch(/\/gift\/[^/]+\/$/);
  await expect(guideHeading(page)).toHaveText(CHRISTMAS);
  expect(scripts.some((url) => url.startsWith(XMAS_FILES))).toBe(true);

  // Rolled back: the same again, to the everyday guide served from the remote's origin root.
  await release('rollback', 'mf-gifts');
  expect((await servedManifest()).gifts).toBe(`${REMOTE_ORIGINS.gifts}/remoteEntry.js`);
  scripts.length = 0;
  expect((await openAGiftAndComeBack(page))[0]).toMatch(/\/gift\/[^/]+\/$/);
  await expect(guideHeading(page)).toHaveText(EVERYDAY);
  expect(scripts.some((url) => url.startsWith(`${REMOTE_ORIGINS.gifts}/`))).toBe(true);
  expect(scripts.some((url) => url.startsWith(XMAS_FILES))).toBe(false);

  // The Christmas release stays online for tabs still running it.
  expect((await page.request.get(`${XMAS_FILES}remoteEntry.js`)).status()).toBe(200);
  // No app was built again; the other remotes' entries never changed.
  expect(builtFiles()).toEqual(before);
  expect(Object.entries(await servedManifest()).filter(([name]) => name !== 'gifts')).toEqual(
    otherRemotes,
  );
});

test('a build whose exposed modules no longer satisfy the shell is refused', async () => {
  // mf-gifts' build offered as mf-stores: none of the store modules the shell needs is exposed.
  const result = await runRelease([
    'build',
    'mf-stores',
    'wrong-contract',
    '--from',
    'mf-gifts/dist',
  ]);
  expect(result.code).not.toBe(0);
  expect(result.stderr).toMatch(/refused/);
  expect(result.stderr).toContain('no longer exposes ./StoreDetailPage');
  expect(existsSync(path.join(E2E_RELEASES_DIR, 'mf-stores', 'wrong-contract'))).toBe(false);
});
