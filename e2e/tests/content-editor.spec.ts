import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SEED_DIR, startEditing, type EditingSession } from '../support/contentEditor';

// The editor at /admin/ driven as an editor would, on a copy of the seed: every save is
// published as a new generation of the served site in seconds, without restarting anything.

const OFFER = 'nike-extra-20-off-already-reduced-footwear';

let editing: EditingSession;
test.beforeAll(async () => {
  editing = await startEditing();
});
test.afterAll(async () => {
  test.setTimeout(180_000);
  await editing?.stop();
});
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// The editor runs under its own Content-Security-Policy (deploy/nginx/adminPolicy.ts): whatever
// it refuses, in the editor or in a preview's frame, Chromium reports in the console.
let refused: string[] = [];
test.beforeEach(({ page }) => {
  refused = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
});
test.afterEach(() => {
  expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
});

/** Every file of a content folder with its text, by path. */
function filesOf(dir: string): Map<string, string> {
  return new Map(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
}

async function openEntry(page: Page, hash: string): Promise<void> {
  const editor = await page.goto(`/admin/#/collections/${hash}`);
  expect(editor?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The local backend has no accounts: its login is one button.
  const login = page.getByRole('button', { name: 'Login' });
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(login.or(publish)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto(`/admin/#/collections/${hash}`);
  }
  await expect(publish).toBeVisible({ timeout: 30_000 });
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test("an offer's new title is on the offers page and its store page once saved, without a restart", async ({
  page,
  request,
}) => {
  const before = filesOf(editing.contentDir);
  const offerFile = `offers/${OFFER}.json`;
  const offer = JSON.parse(before.get(offerFile)!) as {
    title: string;
    store: { url: { path: string } };
  };
  const title = `Extra 30% off reduced footwear ${Date.now()}`;

  await openEntry(page, `offers/entries/${OFFER}`);
  const field = page.getByLabel('Title', { exact: true });
  await expect(field).toHaveValue(offer.title);
  await field.fill(title);
  await publishNow(page);
  const saved = Date.now();

  // How fast is the benchmark's to say (npm run bench:publish, goal under 10 s); a busy test
  // machine only shows that the save is published, and the seconds it took are noted.
  for (const address of ['/offers/', offer.store.url.path])
    await expect
      .poll(async () => (await (await request.get(address)).text()).includes(title), {
        timeout: 60_000,
        intervals: [100],
        message: `${address} shows the new title after the save`,
      })
      .toBe(true);
  test.info().annotations.push({
    type: 'seconds from Publish to both pages live',
    description: ((Date.now() - saved) / 1000).toFixed(1),
  });

  // The editor wrote the shape the content build reads (it was published from it), and its
  // diff is the title's line of that item's file only.
  const after = filesOf(editing.contentDir);
  const changed = [...after].filter(([file, text]) => before.get(file) !== text);
  expect(changed.map(([file]) => file)).toEqual([offerFile]);
  const beforeLines = before.get(offerFile)!.split('\n');
  const afterLines = after.get(offerFile)!.split('\n');
  expect(afterLines).toHaveLength(beforeLines.length);
  expect(afterLines.filter((line, index) => line !== beforeLines[index])).toEqual([
    `  "title": ${JSON.stringify(title)},`,
  ]);
});

test("a new offer with an uploaded picture and formatted details is on the offers page and its store's page, the store untouched", async ({
  page,
  request,
}) => {
  const before = filesOf(editing.contentDir);
  const id = 'nike-gift-wrap-week';
  const title = `Free gift wrapping ${Date.now()}`;

  await openEntry(page, 'offers/new');
  await page.getByLabel(/^Id/).fill(id);
  // The store is chosen on the offer: nothing is edited on the store.
  await page.getByLabel('Store', { exact: true }).fill('Nike');
  await page.getByRole('option', { name: 'Nike', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill('2031-06-30');

  // The thumbnail is a photo the editor uploads: no size is asked for.
  await expect(page.getByLabel(/Width|Height/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(editing.photo);
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled({ timeout: 15_000 });
  await choose.click();
  await page
    .getByLabel(/^Alt text/)
    .first()
    .fill('Gifts wrapped in red paper');
  await page.getByRole('button', { name: 'Expand' }).first().click();
  await page
    .getByLabel(/^Across/)
    .first()
    .fill('20');
  await page.getByLabel(/^Down/).first().fill('70');

  // The details are typed in the rich text editor, one word made bold with its shortcut.
  const details = page.locator('[contenteditable="true"]').first();
  await details.click();
  await page.keyboard.type('Every gift wrapped for free, ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('all week');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await page.getByLabel(/^Address/).fill(`/offers/${id}/`);
  await publishNow(page);

  const file = path.join(editing.contentDir, 'offers', `${id}.json`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const offer = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  expect(offer.store).toEqual({ nid: 'nike', title: 'Nike', url: { path: '/stores/nike/' } });
  expect(offer.details).toEqual({
    value: 'Every gift wrapped for free, **all week**.',
    format: 'markdown',
  });
  // The picture's size is the build's to read from the file.
  expect(offer.thumb).toEqual({
    url: '/images/uploads/gift-wrap-sale.png',
    alt: 'Gifts wrapped in red paper',
    focus: { x: 20, y: 70 },
  });

  // Published with the one save: on the offers page and on Nike's page.
  for (const address of ['/offers/', '/stores/nike/'])
    await expect
      .poll(async () => (await (await request.get(address)).text()).includes(title), {
        timeout: 60_000,
        message: `${address} lists the new offer`,
      })
      .toBe(true);
  const after = filesOf(editing.contentDir);
  expect([...after.keys()].filter((name) => before.get(name) !== after.get(name))).toEqual([
    `offers/${id}.json`,
  ]);

  await page.goto('/stores/nike/');
  const offers = page.getByRole('region', { name: 'Offers at Nike' });
  await expect(offers.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.goto(`/offers/${id}/`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.locator('strong', { hasText: 'all week' })).toBeVisible();
  // No banner: the thumbnail is the offer's picture, at the size of the uploaded file, its
  // focal point kept in view.
  const picture = main.locator('img[src="/images/uploads/gift-wrap-sale.png"]');
  await expect(picture).toHaveAttribute('width', '900');
  await expect(picture).toHaveAttribute('height', '500');
  await expect(picture).toHaveClass(/focus-x-20 focus-y-70/);
  await expect(picture).toHaveCSS('object-position', '20% 70%');
});

test('trading hours set per weekday are on the trading hours page and in the footer; a time that is not one is refused', async ({
  page,
  request,
}) => {
  const hoursFile = path.join(editing.contentDir, 'opening-hours.json');
  const before = readFileSync(hoursFile, 'utf8');
  await openEntry(page, 'settings/entries/hours');
  // Seven days, then the holidays, each with the same three fields.
  const opens = page.getByLabel(/^Opens/);
  const closed = page.getByLabel('Closed all day', { exact: true });
  await expect(opens.nth(6)).toHaveValue('10:00');

  await opens.nth(1).fill('9am');
  await publishNow(page);
  await expect(page.getByText('a 24-hour time like 09:30 or 18:00')).toBeVisible();
  expect(readFileSync(hoursFile, 'utf8')).toBe(before);

  // The refused text is taken out as an editor would: cleared, then typed again.
  await opens.nth(1).clear();
  await opens.nth(1).fill('10:00');
  await expect(opens.nth(1)).toHaveValue('10:00');
  await opens.nth(0).fill('09:00');
  await closed.nth(6).click();
  await publishNow(page);
  await expect
    .poll(() => JSON.parse(readFileSync(hoursFile, 'utf8')).week, { timeout: 15_000 })
    .toMatchObject({
      monday: { closed: false, opens: '09:00', closes: '18:00' },
      tuesday: { closed: false, opens: '10:00', closes: '18:00' },
      sunday: { closed: true },
    });

  const week = 'Monday 9am – 6pm, Tuesday – Saturday 10am – 6pm, Sunday Closed';
  await expect
    .poll(async () => (await (await request.get('/trading-hours/')).text()).includes(week), {
      timeout: 60_000,
      message: 'the footer tells the new week',
    })
    .toBe(true);
  await page.goto('/trading-hours/');
  const regular = page.getByRole('table', { name: 'Regular hours' });
  await expect(regular.getByRole('row')).toHaveText([
    'Monday9am – 6pm',
    'Tuesday – Saturday10am – 6pm',
    'SundayClosed',
  ]);
  await expect(page.getByRole('contentinfo')).toContainText(`Trading hours: ${week}`);
});

test('an event with a required field left empty is not saved, and the field is named', async ({
  page,
}) => {
  await openEntry(page, 'events/new');
  await page.getByLabel(/^Id/).fill('late-night-shopping');
  await publishNow(page);
  await expect(page.getByText('Title is required.')).toBeVisible();
  expect(existsSync(path.join(editing.contentDir, 'events', 'late-night-shopping.json'))).toBe(
    false,
  );
});

test('a new store with a logo and categories is in the directory and in search', async ({
  page,
  request,
}) => {
  // The shop front and the map are drawn by the build: their addresses are typed in.
  const addresses = [
    '/images/stores/fyshwick-kites/map.png',
    '/images/stores/fyshwick-kites/thumb.png',
  ];
  page.on('dialog', (dialog) => void dialog.accept(addresses.shift() ?? ''));
  await openEntry(page, 'stores/new');
  await page.getByLabel(/^Id/).fill('fyshwick-kites');
  await page.getByLabel('Name', { exact: true }).fill('Fyshwick Kites');
  await page.getByLabel(/^Address/).fill('/stores/fyshwick-kites/');
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type('Kites, drones and windsocks for every age.');
  const categories = page.getByLabel('Categories', { exact: true });
  await categories.fill('Toys');
  await page.getByRole('option', { name: 'Toys & Hobbies' }).click();
  // Pictures in field order: shop front, logo, map, banner; the map's first, then the front's
  // (a button set to a picture is then named otherwise).
  const byUrl = page.getByRole('button', { name: 'Insert from URL' });
  await byUrl.nth(2).click();
  await byUrl.nth(0).click();
  // The logo is a picture the editor uploads.
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(editing.logo);
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled({ timeout: 15_000 });
  await choose.click();
  await expect(page.getByRole('button', { name: 'Choose different image' })).toHaveCount(3);
  await page.getByLabel('Shop number').fill('T42');
  await publishNow(page);

  const file = path.join(editing.contentDir, 'stores', 'fyshwick-kites.json');
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const store = JSON.parse(readFileSync(file, 'utf8')) as {
    about: unknown;
    logo: { url: string };
    category: { title: string }[];
  };
  expect(store.about).toEqual({
    value: 'Kites, drones and windsocks for every age.',
    format: 'markdown',
  });
  expect(store.logo.url).toBe('/images/uploads/logo.png');
  expect(store.category.map((category) => category.title)).toContain('Toys & Hobbies');

  // Published: the directory's pre-rendered page lists it (an unknown address would answer 200
  // with the app's page too, so the page is asked for the store by name).
  await expect
    .poll(async () => (await (await request.get('/stores/')).text()).includes('Fyshwick Kites'), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.goto('/stores/');
  await expect(page.getByRole('link', { name: /Fyshwick Kites/ }).first()).toBeVisible();
  await page.goto('/search/?q=kites');
  await expect(page.getByRole('link', { name: /Fyshwick Kites/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  expect(existsSync(path.join(SEED_DIR, 'stores', 'fyshwick-kites.json'))).toBe(false);
});

test("a script pasted into a store's about text is not in its preview and never runs", async ({
  page,
}) => {
  // The preview draws the entry's HTML fields through the content build's sanitizer.
  const run = 'window.top.__previewRan = true';
  await openEntry(page, 'stores/entries/lovisa');
  // Pasted into the about text's Markdown, which may hold HTML: the build keeps what the site
  // allows of it.
  await page.getByRole('switch').first().click();
  const markdown = page.locator('[contenteditable="true"]').first();
  await markdown.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(
    `<p>Pasted from elsewhere.</p><img src="/no-such.png" alt="" onerror="${run}"><script>${run}</script>`,
  );

  const preview = page.frameLocator('iframe').last();
  await expect(preview.getByText('Pasted from elsewhere.')).toBeVisible({ timeout: 30_000 });
  const pasted = preview.locator('img[src="/no-such.png"]');
  await expect(pasted).toHaveCount(1);
  await expect(pasted).not.toHaveAttribute('onerror', /./);
  await expect(preview.locator('script', { hasText: '__previewRan' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __previewRan?: boolean }).__previewRan)).toBe(
    undefined,
  );
});
