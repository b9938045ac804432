import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { localEditorOrigin } from 'deploy/site-origins';
import { HOST, SHELL_DIST, SITE_PORT, SITE_URL } from '../support/site';
import { policyDirectives } from './support/securityHeaders';
import { violationsOf, watchPolicy } from './support/policyWatch';

// The editor (ADMIN_ENABLED=1, as this suite serves the site) on its own origin: no page of the
// shop shares it, so no script of the shop can read what the editor keeps there (its Git token,
// in the editor origin's storage).

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

test('the editor starts on its own origin under its own policy, with the Git backend and no violation', async ({
  page,
}) => {
  const pageErrors = await watchPolicy(page);
  const response = await page.goto(`${EDITOR}/admin/`);
  const policy = policyDirectives(response?.headers()['content-security-policy'] ?? '');
  expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // It read the served site's data, stylesheets and remotes from its own origin, then asked for a
  // sign-in: no local backend is offered here.
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({
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
    '/admin/session.json': [404, undefined],
    '/remotes.json': [200, undefined],
    '/federation-assets.json': [200, undefined],
    '/assets/data/stores/index.json': [200, undefined],
    '/stores/': [404, undefined],
    '/index.html': [404, undefined],
    [`/${shopScript}`]: [404, undefined],
    '/restful_forms/submitForm': [404, undefined],
  });
});
