import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { REMOTE_APPS, REMOTE_NAMES } from 'shared-lib/apps';
import { firstPageOf } from '../support/routes';
import { REMOTE_ORIGINS, REPO_ROOT, SHELL_DIST, SITE_URL } from '../support/site';
import { expectSecurityHeaders } from './support/securityHeaders';

// The headers of each kind of response nginx sends (deploy/nginx): what may be cached and for how
// long, what answers a miss, what is compressed, and the security headers on every one of them.

const IMMUTABLE = 'public, max-age=31536000, immutable';

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { headers: { 'accept-encoding': 'identity', ...headers }, maxRedirects: 0 });

interface Expected {
  status: number;
  type: RegExp;
  cacheControl: string;
}

async function expectResponse(label: string, response: APIResponse, expected: Expected) {
  const headers = response.headers();
  expect(response.status(), `${label}: status`).toBe(expected.status);
  expect(headers['content-type'], `${label}: Content-Type`).toMatch(expected.type);
  expect(headers['cache-control'], `${label}: Cache-Control`).toBe(expected.cacheControl);
  expectSecurityHeaders(label, headers);
  return headers;
}

/**
 * The content-hashed files a page names on the shell's origin: its stylesheets, the copies of the
 * remotes' stylesheets, and the scripts its loader starts (`data-scripts`).
 */
async function hashedAssetsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await get(request, `${SITE_URL}${path}`)).text();
  return [
    ...new Set(
      [...html.matchAll(/(?<=["\s])(\/[\w./-]+\.[0-9a-f]{8,}\.(?:js|css))(?=["\s])/g)].map(
        (match) => match[1]!,
      ),
    ),
  ];
}

test('HTML pages: no-cache, compressed, with every security header', async ({ request }) => {
  for (const path of ['/', '/stores/', firstPageOf('store-detail'), '/gift-generator/']) {
    await expectResponse(path, await get(request, `${SITE_URL}${path}`), {
      status: 200,
      type: /^text\/html; charset=utf-8$/,
      cacheControl: 'no-cache',
    });
  }
  const gzip = await get(request, `${SITE_URL}/`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i);
  const brotli = await get(request, `${SITE_URL}/`, { 'accept-encoding': 'br, gzip' });
  expect(brotli.headers()['content-encoding']).toBe('br');
});

test("a build's scripts are sent as its own brotli and gzip copies, not compressed again", async ({
  request,
}) => {
  const script = (await hashedAssetsOf(request, '/')).find((asset) => asset.endsWith('.js'));
  expect(script, 'a hashed script on the home page').toBeTruthy();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const response = await get(request, `${SITE_URL}${script}`, { 'accept-encoding': encoding });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(Number(response.headers()['content-length'])).toBe(
      statSync(path.join(SHELL_DIST, `${script}${suffix}`)).size,
    );
  }
});

test('content-hashed scripts, stylesheets and the font: cached for a year, immutable', async ({
  request,
}) => {
  const assets = await hashedAssetsOf(request, '/');
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  for (const asset of assets)
    await expectResponse(asset, await get(request, `${SITE_URL}${asset}`), {
      status: 200,
      type: asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/,
      cacheControl: IMMUTABLE,
    });
  // The web font is linked once the page runs (decision 055): its file is in the shell's build.
  const font = readdirSync(SHELL_DIST).find((file) => /^[0-9a-f]{20}\.woff2$/.test(file));
  expect(font, 'a self-hosted font in the build').toBeTruthy();
  await expectResponse('font', await get(request, `${SITE_URL}/${font}`), {
    status: 200,
    type: /^font\/woff2$/,
    cacheControl: IMMUTABLE,
  });
});

test("each remote's entry: no-cache, for the shell's origin only; its chunks immutable", async ({
  request,
}) => {
  for (const { name, workspace } of REMOTE_APPS) {
    const entry = `${REMOTE_ORIGINS[name]}/remoteEntry.js`;
    const headers = await expectResponse(entry, await get(request, entry, { origin: SITE_URL }), {
      status: 200,
      type: /^text\/javascript/,
      cacheControl: 'no-cache',
    });
    expect(headers['access-control-allow-origin']).toBe(SITE_URL);
    const chunk = readdirSync(path.join(REPO_ROOT, workspace, 'dist')).find((file) =>
      /^[\w-]+\.[0-9a-f]{10}\.js$/.test(file),
    );
    expect(chunk, `${name} has content-hashed chunks`).toBeTruthy();
    await expectResponse(`${name} chunk`, await get(request, `${REMOTE_ORIGINS[name]}/${chunk}`), {
      status: 200,
      type: /^text\/javascript/,
      cacheControl: IMMUTABLE,
    });
  }
});

test('the remotes manifest and page data: no-cache JSON', async ({ request }) => {
  const manifest = await get(request, `${SITE_URL}/remotes.json`);
  await expectResponse('remotes.json', manifest, {
    status: 200,
    type: /^application\/json/,
    cacheControl: 'no-cache',
  });
  expect(Object.keys(((await manifest.json()) as { remotes: object }).remotes).sort()).toEqual(
    [...REMOTE_NAMES].sort(),
  );
  for (const data of ['/assets/data/index.json', '/assets/data/stores/index.json'])
    await expectResponse(data, await get(request, `${SITE_URL}${data}`), {
      status: 200,
      type: /^application\/json/,
      cacheControl: 'no-cache',
    });
});

test('the service worker: no-cache, allowed the whole site, compressed, with every security header', async ({
  request,
}) => {
  const headers = await expectResponse(
    'service worker',
    await get(request, `${SITE_URL}/service-worker.js`, { 'accept-encoding': 'br' }),
    { status: 200, type: /^text\/javascript/, cacheControl: 'no-cache' },
  );
  expect(headers['service-worker-allowed']).toBe('/');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-security-policy']).toContain("worker-src 'self'");
});

test('an unknown page: the 404 page with status 404; .js and .json misses: 404, never HTML', async ({
  request,
}) => {
  const page = await get(request, `${SITE_URL}/no-such-page/`);
  await expectResponse('404 page', page, {
    status: 404,
    type: /^text\/html/,
    cacheControl: 'no-cache',
  });
  expect(await page.text()).toContain('<h1');
  for (const miss of [
    `${SITE_URL}/no-such-script.0123456789.js`,
    `${SITE_URL}/assets/data/no-such-page/index.json`,
    `${SITE_URL}/stores/no-such.json`,
    `${REMOTE_ORIGINS.gifts}/no-such-chunk.js`,
    `${REMOTE_ORIGINS.stores}/mf-manifest-missing.json`,
  ]) {
    const response = await get(request, miss);
    await expectResponse(miss, response, {
      status: 404,
      type: /^text\/plain/,
      cacheControl: 'no-cache',
    });
    expect(await response.text()).not.toMatch(/<html/i);
  }
  // The shell's Node build is not served.
  expect((await get(request, `${SITE_URL}/server/main.js`)).status()).toBe(404);
  // Nor the editor, which is in the build (content/dist/admin): the shop's origin sends it to its
  // own origin (this suite serves it, ADMIN_ENABLED=1; editor-origin.spec.ts).
  for (const address of ['/admin/', '/admin/index.html']) {
    const admin = await get(request, `${SITE_URL}${address}`);
    expect(admin.status(), address).toBe(301);
    expect(await admin.text(), address).not.toContain('Content editor');
  }
});

test('an address without its trailing slash is redirected to the canonical one', async ({
  request,
}) => {
  const response = await get(request, `${SITE_URL}/stores?letter=a`);
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/stores/?letter=a');
  expectSecurityHeaders('redirect', response.headers());
});
