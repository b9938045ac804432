import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { release, runRelease } from '../support/releases';
import { REPO_ROOT } from '../support/site';
import { violationsOf, watchPolicy } from './support/policyWatch';
import { policyDirectives } from './support/securityHeaders';

// A script typed into content (an icon grid item's text, a store's about text) and published as
// an editor publishes (`release publish` of a content folder, through nginx as in production)
// reaches neither the page nor the Content-Security-Policy nginx sends with it: the content build
// takes it out and says so, and the policy allows only the inline texts of the site's own code.

const SEED_DIR = path.join(REPO_ROOT, 'content/seed');
const RUN = 'window.__injected = true';
const INJECTED = `<script>${RUN}</script><img src="/no-such.png" onerror="${RUN}">`;
const INFORMATION = '/information/';
const STORE = 'lovisa';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Edits a JSON file of the content folder. */
function edit<T>(file: string, change: (record: T) => void) {
  const record = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(record);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

let work: string;
let published = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'e2e-injected-'));
  const contentDir = path.join(work, 'content');
  cpSync(SEED_DIR, contentDir, { recursive: true });
  edit<{ blocks: { type: string; items?: { text: string }[] }[] }>(
    path.join(contentDir, 'pages/information.json'),
    (page) => {
      page.blocks.find((block) => block.type === 'icon_grid')!.items![1]!.text += INJECTED;
    },
  );
  // The store's about text is Markdown, as the editor saves it; raw HTML in it is kept for the
  // content build's check, as HTML typed into any rich text field is.
  edit<{ about: { value: string } }>(path.join(contentDir, `stores/${STORE}.json`), (store) => {
    store.about.value += `\n\n${INJECTED}`;
  });
  const result = await runRelease(['publish', '--content', contentDir, '--as', 'e2e']);
  expect(result.code, result.stdout + result.stderr).toBe(0);
  published = result.stdout;
});

test.afterAll(async () => {
  test.setTimeout(180_000);
  // The site shows the seed again, as a generation of its own.
  await release('publish', '--content', SEED_DIR, '--as', 'e2e');
  rmSync(work, { recursive: true, force: true });
});

test('the publish takes the script out and names the file, the item and the field', () => {
  expect(published).toMatch(
    /information\.json: item "information": field "blocks\[\d+\]\.items\[1\]\.text": rich text: removed <script>, onerror on <img> \(not allowed on the site\)/,
  );
  expect(published).toMatch(
    new RegExp(
      `stores/${STORE}\\.json: item "${STORE}": field "about\\.processed": rich text: removed <script>, onerror on <img>`,
    ),
  );
  expect(published).toMatch(/Published content \w+: generation \d+ served/);
});

for (const address of [INFORMATION, `/stores/${STORE}/`]) {
  test(`${address}: the script is neither in the page nor in its policy, and never runs`, async ({
    page,
    request,
  }) => {
    const response = await request.get(address);
    const html = await response.text();
    expect(html).not.toContain('__injected');
    const policy = response.headers()['content-security-policy']!;
    // The inline scripts the policy allows are the site's own: the starter every page ends with,
    // and the search page's script that shows its results rendered ahead.
    const starter = /<script data-scripts="[^"]*">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const search = await (await request.get('/search/')).text();
    const early = /<script>([\s\S]*?)<\/script>/.exec(search)![1]!;
    const directives = policyDirectives(policy);
    const scriptHashes = directives
      .get('script-src')!
      .filter((source) => source.startsWith("'sha"));
    expect(scriptHashes.sort()).toEqual([`'${sha256(starter)}'`, `'${sha256(early)}'`].sort());
    expect(policy).not.toContain(sha256(RUN));
    expect(directives.get('style-src-attr')).toEqual(["'none'"]);

    const pageErrors = await watchPolicy(page);
    await page.goto(address);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
    expect(await violationsOf(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test("the icon grid keeps the item's own text", async ({ page }) => {
  await page.goto(INFORMATION);
  await expect(page.getByText('Connect to COC Free Wifi anywhere in the centre.')).toBeVisible();
});
