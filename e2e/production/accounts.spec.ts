import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_STATE_DIR } from '../support/releases';
import { HOST, SHELL_DIST, SITE_PORT } from '../support/site';
import { account, EDITOR, PASSWORD, signIn, users } from './support/accounts';

// The editor's sign-in (decision 401), through nginx with the production configuration: accounts
// an admin makes with `npm run users`, a session cookie no script reads, nothing under /admin/
// without it, and every change checked against the account's role.

const editorScript = readdirSync(path.join(SHELL_DIST, 'admin')).find((file) =>
  /^editor\.[0-9a-f]+\.js$/.test(file),
);

/** A POST to the editor's backend as its own pages send it (its origin, JSON). */
const postJson = (request: APIRequestContext, address: string, data: unknown) =>
  request.post(`${EDITOR}${address}`, {
    headers: { Origin: EDITOR, 'Content-Type': 'application/json' },
    data: JSON.stringify(data),
  });

/** The backend's own answer at its own port, with the Host header nginx passes on. */
const backendStatus = (address: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: HOST, port: SITE_PORT + 7, path: address, headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });

test('nothing under /admin/ nor its backend answers without a session: 401', async ({
  request,
}) => {
  expect(editorScript).toBeDefined();
  const answers: Record<string, number> = {};
  for (const address of [
    '/admin/',
    '/admin/index.html',
    `/admin/${editorScript}`,
    '/admin/releases/',
    '/admin/releases/index.html',
    '/admin/no-such-file.js',
    '/admin/api/session',
    '/admin/api/releases/status',
  ])
    answers[`GET ${address}`] = (await request.get(`${EDITOR}${address}`)).status();
  for (const address of ['/admin/api/v1', '/admin/api/releases/commands'])
    answers[`POST ${address}`] = (
      await postJson(request, address, { action: 'getEntry', params: {} })
    ).status();
  answers['backend GET /admin/api/session'] = await backendStatus(
    '/admin/api/session',
    new URL(EDITOR).host,
  );
  expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, 401])));
  // And the backend answers the editor's host name only (no other site's name re-pointed at it).
  expect(await backendStatus('/admin/api/session', `${HOST}:${SITE_PORT + 7}`)).toBe(403);
});

test('a person signs in with the password an admin set, into a session no script can read', async ({
  page,
}) => {
  const email = await account('editor');
  // The editor's address without a session: 401, with the sign-in form.
  const first = await page.goto(`${EDITOR}/admin/`);
  expect(first?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the content editor');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email address or password is wrong, or the account is disabled',
  );
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/');
  // The editor starts on the site's backend: Decap's proxy sign-in, then the collections.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Stores' }).first()).toBeVisible({
    timeout: 30_000,
  });
  const [cookie] = await page.context().cookies(EDITOR);
  expect(cookie).toMatchObject({
    name: '__Host-editor-session',
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
  });
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const session = await page.request.get(`${EDITOR}/admin/api/session`);
  expect(await session.json()).toMatchObject({ email, role: 'editor' });
  // Each attempt is in the site's sign-in log, never its password.
  const log = readFileSync(path.join(E2E_STATE_DIR, 'sign-in.log'), 'utf8');
  const mine = log
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { email: string; outcome: string })
    .filter((line) => line.email === email)
    .map((line) => line.outcome);
  expect(mine).toEqual(['refused: wrong password', 'signed in']);
  expect(log).not.toContain('not the password at all');
});

test('sign-ins to an address are paused after five failures, even with the right password', async ({
  page,
}) => {
  const email = await account('marketing');
  const attempt = (password: string) =>
    page.request.post(`${EDITOR}/auth/sign-in`, {
      headers: { Origin: EDITOR },
      form: { email, password, next: '/admin/' },
      maxRedirects: 0,
    });
  for (let failure = 1; failure <= 5; failure += 1)
    expect((await attempt(`wrong guess ${failure}`)).status()).toBe(401);
  const paused = await attempt(PASSWORD);
  expect(paused.status()).toBe(429);
  expect(await paused.text()).toContain('Too many failed sign-ins: try again in 15 minutes');
});

test("every change checks the account's role and comes from the editor's own pages", async ({
  browser,
}) => {
  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, await account('editor'));
  const gifts = await (await browser.newContext()).newPage();
  await signIn(gifts, await account('team-gifts'), '/admin/releases/');
  const marketing = await (await browser.newContext()).newPage();
  await signIn(marketing, await account('marketing'), '/admin/releases/');

  const campaign = {
    action: 'persistEntry',
    params: {
      dataFiles: [{ path: 'mf-gifts/campaigns/christmas.json', raw: '{}' }],
      assets: [],
    },
  };
  const editorAnswers = {
    campaign: (await postJson(editor.request, '/admin/api/v1', campaign)).status(),
    console: (await editor.request.get(`${EDITOR}/admin/releases/`)).status(),
    status: (await editor.request.get(`${EDITOR}/admin/api/releases/status`)).status(),
    rollback: (
      await postJson(editor.request, '/admin/api/releases/commands', {
        command: 'rollback',
        args: { workspace: 'mf-gifts' },
      })
    ).status(),
    // The same request from another site's page: its own Origin, refused before anything.
    otherSite: (
      await editor.request.post(`${EDITOR}/admin/api/v1`, {
        headers: { Origin: 'http://example.org', 'Content-Type': 'application/json' },
        data: JSON.stringify({ action: 'getEntry', params: { path: 'content/seed/site.json' } }),
      })
    ).status(),
    read: (
      await postJson(editor.request, '/admin/api/v1', {
        action: 'getEntry',
        params: { path: 'content/seed/site.json' },
      })
    ).status(),
  };
  expect(editorAnswers).toEqual({
    campaign: 403,
    console: 403,
    status: 403,
    rollback: 403,
    otherSite: 403,
    read: 200,
  });

  // A team releases its own remote only, and edits no content.
  const teamContent = await postJson(gifts.request, '/admin/api/v1', {
    action: 'getEntry',
    params: { path: 'content/seed/site.json' },
  });
  expect([teamContent.status(), (await teamContent.json()) as unknown]).toEqual([
    403,
    { error: 'team-gifts accounts do not edit content' },
  ]);
  const otherRemote = await postJson(marketing.request, '/admin/api/releases/commands', {
    command: 'rollback',
    args: { workspace: 'mf-stores' },
  });
  expect([otherRemote.status(), (await otherRemote.json()) as unknown]).toEqual([
    403,
    { error: 'marketing accounts release mf-gifts, not mf-stores' },
  ]);
  expect((await marketing.request.get(`${EDITOR}/admin/api/releases/status`)).status()).toBe(200);
});

test('an admin disables an account: its session ends at once and it cannot sign in again', async ({
  page,
}) => {
  const email = await account('editor');
  await signIn(page, email);
  expect((await page.request.get(`${EDITOR}/admin/api/session`)).status()).toBe(200);
  expect(await users(['disable', email])).toContain(`Disabled ${email}`);
  expect((await page.request.get(`${EDITOR}/admin/api/session`)).status()).toBe(401);
  expect((await page.request.get(`${EDITOR}/admin/`)).status()).toBe(401);
  const again = await page.request.post(`${EDITOR}/auth/sign-in`, {
    headers: { Origin: EDITOR },
    form: { email, password: PASSWORD, next: '/admin/' },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(401);
});
