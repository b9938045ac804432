import { execFile } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fetchServedPage } from '../support/servedHtml';
import { REMOTE_ORIGINS, REPO_ROOT, SHELL_DIST } from '../support/site';

// After a remote is released or the manifest changes, the pre-render alone brings every page's
// HTML up to date: no app is built again.

const MANIFEST = path.join(SHELL_DIST, 'remotes.json');
const BUILT_FILES = [
  'shell/dist/server/main.js',
  'mf-gifts/dist/remoteEntry.js',
  'mf-gifts/dist/campaigns/christmas/remoteEntry.js',
];
let original: string;

// Asynchronous on purpose: a synchronous run blocks the event loop past the server's keep-alive
// timeout, and the next fetch reuses a socket the server has already closed ('other side closed').
const prerender = () =>
  new Promise<void>((resolve, reject) => {
    execFile('npm', ['run', '--silent', 'prerender'], { cwd: REPO_ROOT }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
const builtAt = () => BUILT_FILES.map((file) => statSync(path.join(REPO_ROOT, file)).mtimeMs);
const giftGuideHeading = async () =>
  (await fetchServedPage('/gift-generator/')).document.querySelector('main h1')?.textContent;

test.beforeEach(() => {
  original = readFileSync(MANIFEST, 'utf8');
});

test.afterEach(async () => {
  writeFileSync(MANIFEST, original);
  await prerender();
});

test('switching the gifts entry to the Christmas build and pre-rendering again changes the served HTML', async () => {
  test.setTimeout(90_000);
  const before = builtAt();
  expect(await giftGuideHeading()).toBe('Gift guide');

  const manifest = JSON.parse(original) as { remotes: Record<string, string> };
  manifest.remotes.gifts = `${REMOTE_ORIGINS.gifts}/campaigns/christmas/remoteEntry.js`;
  writeFileSync(MANIFEST, JSON.stringify(manifest));
  await prerender();
  const served = await fetchServedPage('/gift-generator/');
  expect(served.document.querySelector('main h1')?.textContent).toBe('Christmas gift guide');
  // The page carries the Christmas build's stylesheets.
  const stylesheets = [
    ...served.document.querySelectorAll('link[rel="stylesheet"][data-href]'),
  ].map((link) => link.getAttribute('data-href'));
  expect(
    stylesheets.some((href) => href?.startsWith(`${REMOTE_ORIGINS.gifts}/campaigns/christmas/`)),
  ).toBe(true);

  writeFileSync(MANIFEST, original);
  await prerender();
  expect(await giftGuideHeading()).toBe('Gift guide');
  expect(builtAt()).toEqual(before);
});
