import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { localEditorOrigin } from 'deploy/site-origins';
import { HOST, SHELL_DIST, SITE_PORT, SITE_URL } from '../support/site';
import { policyDirectives } from './support/securityHeaders';
import { violationsOf, watchPolicy } from './support/policyWatch';
import { account, PASSWORD, signIn } from './support/accounts';

// The editor (ADMIN_ENABLED=1, as this suite serves the site) on its own origin: no page of the
// shop shares it, so no script of the shop can read what the editor keeps there (its session, or
// with the GitHub backend its Git token in the editor origin's storage).

const EDITOR = localEditorOrigin(SITE_PORT, HOST);

test("the shop's /admin/ sends the editor to its own origin, and the shop's pages cannot read its storage", async ({
  page,
  request,
}) => {
  for (const address of ['/admin/', '/admin/index.html']) {
    const shop = await request.get(`${SITE_URL}${address}`, { maxRedirects: 0 });
    expect([address, shop.status(), shop.headers()['location']]).toEqual([
      address,
      301,
      `${EDITOR}/admin/`,
    ]);
    expect(await shop.text()).not.toContain('Content editor');
  }
  await page.goto(`${SITE_URL}/admin/`);
  expect(new URL(page.url()).origin).toBe(EDITOR);
  // What Decap's Git backend keeps after a sign-in, under its own key.
  await page.evaluate(() =>
    localStorage.setItem('decap-cms-user', JSON.stringify({ token: 'gho_editor' })),
  );
  await page.goto(`${SITE_URL}/stores/`);
  expect(await page.evaluate(() => localStorage.getItem('decap-cms-user'))).toBeNull();
});

test("the editor starts on its own origin under its own policy, with the site's backend and no violation", async ({
  page,
}) => {
  const pageErrors = await watchPolicy(page);
  // The sign-in page first: a form and stylesheets, no script, posting to its own origin.
  const signInPage = await page.goto(`${EDITOR}/admin/`);
  const signInPolicy = policyDirectives(signInPage?.headers()['content-security-policy'] ?? '');
  expect(signInPolicy.get('script-src')).toBeUndefined();
  expect(signInPolicy.get('form-action')).toEqual(["'self'"]);
  await page.getByLabel('Email address').fill(await account('editor'));
  await page.getByLabel('Password').fill(PASSWORD);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/admin/'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  const policy = policyDirectives(response.headers()['content-security-policy'] ?? '');
  // It calls its own origin only: the site's backend is behind the same sign-in.
  expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // It read the served site's data, stylesheets and remotes from its own origin, then offered
  // the site's backend: no GitHub here.
  await page.getByRole('button', { name: 'Login', exact: true }).click({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Stores' }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await violationsOf(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("the editor's origin serves the editor and the data its previews read, never a page or script of the shop", async ({
  request,
}) => {
  const shopScript = readdirSync(SHELL_DIST).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const answers: Record<string, [number, string | undefined]> = {};
  for (const address of [
    '/',
    '/admin/session.json',
    '/remotes.json',
    '/federation-assets.json',
    '/assets/data/stores/index.json',
    '/stores/',
    '/index.html',
    `/${shopScript}`,
    '/restful_forms/submitForm',
  ]) {
    const response = await request.get(`${EDITOR}${address}`, { maxRedirects: 0 });
    answers[address] = [response.status(), response.headers()['location']];
  }
  expect(answers).toEqual({
    '/': [302, '/admin/'],
    '/admin/session.json': [401, undefined],
    '/remotes.json': [200, undefined],
    '/federation-assets.json': [200, undefined],
    '/assets/data/stores/index.json': [200, undefined],
    '/stores/': [404, undefined],
    '/index.html': [404, undefined],
    [`/${shopScript}`]: [404, undefined],
    '/restful_forms/submitForm': [404, undefined],
  });
});

test('the operations dashboard is on the editor’s origin, under a stricter policy of its own, its figures through it', async ({
  page,
  request,
}) => {
  const shop = await request.get(`${SITE_URL}/admin/ops/`, { maxRedirects: 0 });
  expect([shop.status(), shop.headers()['location']]).toEqual([301, `${EDITOR}/admin/`]);
  // Behind the editor's sign-in, its figures too.
  const unsigned = await request.get(`${EDITOR}/admin/ops/api/summary?window=1h`);
  expect(unsigned.status()).toBe(401);
  await signIn(page, await account('marketing'), '/admin/ops/');
  const pageErrors = await watchPolicy(page);
  const response = await page.goto(`${EDITOR}/admin/ops/?window=24h`);
  const policy = policyDirectives(response?.headers()['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  await expect(page.locator('.ops-status')).toContainText('The last 24h, read at');
  expect(await violationsOf(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
  // Its figures come from the site events service, through the editor's origin only.
  const figures = await page.request.get(`${EDITOR}/admin/ops/api/summary?window=1h`);
  expect([figures.status(), figures.headers()['cache-control']]).toEqual([200, 'no-store']);
  expect(await figures.json()).toMatchObject({ window: '1h', rows: expect.any(Array) });
});
