import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

// The web font is not on the first paint's path (decision 055): the page's own stylesheets name
// no font file, the text first shows in the metric-matched fallback, and Inter is swapped in once
// the scripts start. The document meets Inter only once its file has arrived, so the page is laid
// out again once, for the swap, and not also when a loading face is declared (decision 296).

const interFaces = () =>
  [...document.fonts].filter((face) => face.family.includes('Inter Variable')).map((f) => f.status);

test('the first paint needs no font file; Inter is in use once the page runs', async ({ page }) => {
  const fontRequestsBeforeLoad: string[] = [];
  const fontRequests: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (!request.url().endsWith('.woff2')) return;
    fontRequests.push(request.url());
    if (!loaded) fontRequestsBeforeLoad.push(request.url());
  });
  // Every face that loads while it is the document's is recorded from the first byte (Chromium
  // names the faces when they are done or failed; its 'loading' event lists none).
  await page.addInitScript(() => {
    const loadedInDocument: string[] = [];
    (window as unknown as { __loadedInDocument: string[] }).__loadedInDocument = loadedInDocument;
    for (const type of ['loadingdone', 'loadingerror'])
      document.fonts.addEventListener(type, (event) => {
        for (const face of (event as FontFaceSetLoadEvent).fontfaces)
          loadedInDocument.push(face.family);
      });
  });
  // The stylesheets the served page links.
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
  await expect.poll(() => page.evaluate(interFaces)).toEqual(['loaded']);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(fontRequests).toHaveLength(1);
  const loadedInDocument = await page.evaluate(
    () => (window as unknown as { __loadedInDocument: string[] }).__loadedInDocument,
  );
  expect(loadedInDocument.filter((family) => family.includes('Inter Variable'))).toEqual([]);
});

test('a font file that fails leaves the fallback and a working page', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let fontRequests = 0;
  await page.route(/\.woff2$/, (route) => {
    fontRequests += 1;
    return route.abort();
  });
  await page.goto('/stores/');
  await waitForHydration(page);
  await expect.poll(() => fontRequests).toBe(1);
  // Give the failed load its turn: the face is never handed to the document.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(await page.evaluate(interFaces)).toEqual([]);
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toContain('Inter Fallback');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
