import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writePicture } from '../support/contentEditor';
import { SITE_URL } from '../support/site';
import { E2E_CONTENT_DIR } from './support/nginxRun';
import { account, EDITOR, signIn } from './support/accounts';

// The editor in production (decisions 403, 404), through nginx: an `editor` account saves through
// the site's backend; each save is a commit naming the person and is published by the release
// service, and the editor says when it is live, with the changed page's link; an entry's history
// lists earlier versions and restores one as a new save.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OFFER = 'nike-extra-20-off-already-reduced-footwear';
// A store whose every picture is set (an empty optional picture's sizes stop Decap's save).
const STORE = 'adidas';
const status = (page: Page) => page.getByRole('complementary', { name: 'Publishing' });

async function openEntry(page: Page, hash: string): Promise<void> {
  await page.goto(`${EDITOR}/admin/#/collections/${hash}`);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(login.or(publish)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto(`${EDITOR}/admin/#/collections/${hash}`);
  }
  await expect(publish).toBeVisible({ timeout: 30_000 });
}

/** Saves as Decap does (Publish, then Publish now); resolves when the click is made. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** The author of the content copy's last commit touching `file`, and its subject. */
const lastCommit = (file: string) =>
  execFileSync('git', ['-C', E2E_CONTENT_DIR, 'log', '-1', '--format=%ae %s', '--', file], {
    encoding: 'utf8',
  }).trim();

let editor: string;
test.beforeAll(async () => {
  editor = await account('editor');
});

test('an editor saves an offer with a new picture and rich text, and the editor says it is live with its link', async ({
  page,
  context,
}) => {
  await signIn(page, editor);
  await openEntry(page, `offers/entries/${OFFER}`);
  const title = `Extra 30% off reduced footwear ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The details in the rich text editor: what was there replaced, one word made bold.
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('All ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('reduced');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' footwear, this week only.');
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  const logo = writePicture(
    path.join(mkdtempSync(path.join(tmpdir(), 'e2e-upload-')), 'shoes.png'),
    900,
    500,
  );
  await page.locator('input[type="file"]').setInputFiles(logo);
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled({ timeout: 15_000 });
  await choose.click();
  await save(page);

  await expect(status(page).getByRole('status')).toContainText('Publishing your change', {
    timeout: 10_000,
  });
  const live = status(page).getByRole('link', { name: `${SITE_URL}/offers/${OFFER}/` });
  await expect(live).toBeVisible({ timeout: 60_000 });
  await expect(status(page).getByRole('status')).toContainText(
    /Live at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/,
  );
  const [shown] = await Promise.all([context.waitForEvent('page'), live.click()]);
  await expect(shown.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(shown.locator('main strong', { hasText: 'reduced' })).toBeVisible();

  // One commit for the save, in the editor's name, with the picture.
  const offerFile = `offers/${OFFER}.json`;
  expect(lastCommit(offerFile)).toMatch(new RegExp(`^${editor} persistEntry `));
  expect(lastCommit('images/uploads/shoes.png')).toMatch(new RegExp(`^${editor} `));
  expect(JSON.parse(readFileSync(path.join(E2E_CONTENT_DIR, offerFile), 'utf8'))).toMatchObject({
    title,
    details: { value: 'All **reduced** footwear, this week only.', format: 'markdown' },
    thumb: { url: '/images/uploads/shoes.png' },
  });
});

// Once a save is live, the editor and the publisher take the next one as well; how long a save
// takes to go live is measured by `npm run bench:publish`.
test('two saves in a row, each live with its link', async ({ page }) => {
  await signIn(page, editor);
  await openEntry(page, `offers/entries/${OFFER}`);
  for (let round = 1; round <= 2; round += 1) {
    const title = `Extra 30% off reduced footwear, round ${round} ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await save(page);
    await expect(status(page).getByRole('status')).toContainText('Publishing', { timeout: 10_000 });
    await expect(status(page).getByRole('status')).toContainText('Live at', { timeout: 60_000 });
    expect(await (await fetch(`${SITE_URL}/offers/${OFFER}/`)).text()).toContain(
      title.replace(/&/g, '&amp;'),
    );
  }
});

test('a save the build refuses is said in the editor naming the field; a store is restored from its history as a new save', async ({
  page,
}) => {
  await signIn(page, editor);
  const storeFile = `stores/${STORE}.json`;
  const original = readFileSync(path.join(E2E_CONTENT_DIR, storeFile), 'utf8');
  await openEntry(page, `stores/entries/${STORE}`);
  const name = page.getByLabel('Name', { exact: true });
  const before = await name.inputValue();
  // Its offers and gifts carry its name: the build refuses a new one, naming each field.
  await name.fill(`${before} (closing down)`);
  await save(page);
  await expect(status(page).getByRole('alert')).toContainText(
    'Not published: The content is not published, the site is unchanged',
    { timeout: 60_000 },
  );
  await expect(status(page).getByRole('alert')).toContainText('field "store.title"');
  expect(await (await fetch(`${SITE_URL}/stores/${STORE}/`)).text()).not.toContain(
    '(closing down)',
  );

  // The seed's version back, as a new save: published, and the file as it was.
  await status(page).getByRole('button', { name: 'History of this entry' }).click();
  const versions = status(page).getByRole('list', {
    name: `Versions of content/seed/${storeFile}`,
  });
  await expect(versions.getByRole('listitem').first()).toContainText(`by ${editor} (current)`);
  await versions
    .getByRole('listitem')
    .filter({ hasText: 'by seed@localhost' })
    .getByRole('button')
    .click();
  await expect(status(page).getByRole('status')).toContainText('Live at', { timeout: 60_000 });
  await expect(
    status(page).getByRole('link', { name: `${SITE_URL}/stores/${STORE}/` }),
  ).toBeVisible();
  expect(readFileSync(path.join(E2E_CONTENT_DIR, storeFile), 'utf8')).toBe(original);
  expect(lastCommit(storeFile)).toMatch(
    new RegExp(`^${editor} Restore content/seed/${storeFile} to [0-9a-f]{10}$`),
  );
});

test('an editor is refused the release console (403) with a page that says why', async ({
  page,
}) => {
  await signIn(page, editor);
  const console = await page.goto(`${EDITOR}/admin/releases/`);
  expect(console?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
});
