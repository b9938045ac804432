import { expect, test } from '@playwright/test';
import { release, servedManifest } from '../support/releases';
import { recordScripts } from '../support/scriptOrigins';
import { REMOTE_ORIGINS } from '../support/site';

// Marketing swaps the gift campaign with the release commands, under the Node server of
// `npm start` as under nginx: the Christmas build of mf-gifts is released as it is, promoted
// (the remotes manifest of a new generation names it), served under /releases/ of the remote's
// origin, and rolled back. Nothing is rebuilt.

const VERSION = 'node-xmas';
const XMAS_FILES = `${REMOTE_ORIGINS.gifts}/releases/${VERSION}/`;

test('the Christmas build of mf-gifts promoted under the Node server switches the gift guide', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/gift-generator/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift guide' })).toBeVisible();
  const shellBundles = recordScripts(page);

  await release('build', 'mf-gifts', VERSION, '--from', 'mf-gifts/dist/campaigns/christmas');
  await release('promote', 'mf-gifts', VERSION);
  expect((await servedManifest()).gifts).toBe(`${XMAS_FILES}remoteEntry.js`);

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
  expect(shellBundles.some((url) => url.startsWith(XMAS_FILES))).toBe(true);

  await release('rollback', 'mf-gifts');
  expect((await servedManifest()).gifts).toBe(`${REMOTE_ORIGINS.gifts}/remoteEntry.js`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift guide' })).toBeVisible();
  await expect(page.locator('[data-campaign]')).toHaveAttribute('data-accent', 'brand');
  await expect(
    page.getByRole('list', { name: 'Gifts' }).getByRole('listitem').filter({ hasText: 'Featured' }),
  ).toHaveCount(0);
});
