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
  // Its accent (the sale red of the design tokens) and its curated gifts first, marked 'Featured'.
  const guide = page.locator('[data-campaign]');
  await expect(guide).toHaveAttribute('data-campaign', 'christmas');
  await expect(guide).toHaveAttribute('data-accent', 'sale');
  const titleBorder = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).borderLeftColor);
  const saleRed = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--colour-sale)';
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  });
  expect(titleBorder).toBe(saleRed);
  const cards = page.getByRole('list', { name: 'Gifts' }).getByRole('listitem');
  const firstTitles = await cards.getByRole('heading', { level: 3 }).allTextContents();
  expect(firstTitles.slice(0, 4)).toEqual([
    'LEGO Classic creative brick box',
    'Starter train set',
    'Noise-cancelling headphones',
    'Barista Express espresso machine',
  ]);
  await expect(cards.filter({ hasText: 'Featured' })).toHaveCount(4);
  await expect(page.getByLabel('I need a gift for').locator('option').nth(1)).toHaveText('Kids');
  expect(
    shellBundles.some((url) => url.startsWith(`${REMOTE_ORIGINS.gifts}/campaigns/christmas/`)),
  ).toBe(true);

  writeFileSync(MANIFEST, original);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift guide' })).toBeVisible();
  await expect(page.locator('[data-campaign]')).toHaveAttribute('data-accent', 'brand');
  await expect(
    page.getByRole('list', { name: 'Gifts' }).getByRole('listitem').filter({ hasText: 'Featured' }),
  ).toHaveCount(0);
});
