import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// The web font is not on the first paint's path (decision 055): the page's own stylesheets name
// no font file, the text first shows in the metric-matched fallback, and Inter is swapped in once
// the scripts start.

test('the first paint needs no font file; Inter is in use once the page runs', async ({ page }) => {
  const fontRequestsBeforeLoad: string[] = [];
  const webFontScripts: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2') && !loaded) fontRequestsBeforeLoad.push(request.url());
    // The page names the font's stylesheet: no script chunk is fetched to link it (decision 292).
    if (/\/web-font\.[^/]*\.js$/.test(request.url())) webFontScripts.push(request.url());
  });
  // The stylesheets the served page links (the live page links the font's once it runs).
  const html = await (await page.request.get('/stores/')).text();
  const linkedStylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(linkedStylesheets.length).toBeGreaterThan(0);
  for (const href of linkedStylesheets)
    expect(await (await page.request.get(href)).text(), href).not.toMatch(/\.woff2/);

  await page.goto('/stores/');
  expect(fontRequestsBeforeLoad).toEqual([]);

  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"')))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  const interFaces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.includes('Inter Variable'))
      .map((f) => f.status),
  );
  expect(interFaces).toEqual(['loaded']);
  expect(webFontScripts).toEqual([]);
});
