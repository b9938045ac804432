import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { recordScripts } from '../support/scriptOrigins';
import { REMOTE_ORIGINS, SHELL_DIST } from '../support/site';

// Marketing swaps the gift campaign by editing one entry of the shell's remotes manifest: the
// browser loads the other build of mf-gifts, and nothing is rebuilt.

const MANIFEST = path.join(SHELL_DIST, 'remotes.json');
let original: string;

test.beforeEach(() => {
  original = readFileSync(MANIFEST, 'utf8');
});

test.afterEach(() => {
  writeFileSync(MANIFEST, original);
});

test('pointing the gifts entry at the Christmas build switches the gift guide', async ({
  page,
}) => {
  await page.goto('/gift-generator/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift guide' })).toBeVisible();
  const shellBundles = recordScripts(page);

  const manifest = JSON.parse(original) as { remotes: Record<string, string> };
  manifest.remotes.gifts = `${REMOTE_ORIGINS.gifts}/campaigns/christmas/remoteEntry.js`;
  writeFileSync(MANIFEST, JSON.stringify(manifest));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Christmas gift guide' })).toBeVisible();
  expect(
    shellBundles.some((url) => url.startsWith(`${REMOTE_ORIGINS.gifts}/campaigns/christmas/`)),
  ).toBe(true);

  writeFileSync(MANIFEST, original);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift guide' })).toBeVisible();
});
