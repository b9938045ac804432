import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createStaticServer } from './createStaticServer';

let root: string;
let server: Server;
let base: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  write('index.html', '<!doctype html><title>home</title>');
  write('stores/index.html', '<!doctype html><title>stores</title>');
  write('404/index.html', '<!doctype html><title>not found</title>');
  write('assets/data/index.json', '{"hash":"h"}');
  write('assets/data/stores/index.json', '{"hash":"h"}');
  write('main.0123456789.js', 'console.log(1)');
  server = createStaticServer({ root, spa: true, faults: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => fetch(`${base}/__test__/faults`, { method: 'DELETE' }));

describe('createStaticServer', () => {
  it('serves files with their type and cache policy, and no CORS headers unless given', async () => {
    const response = await fetch(`${base}/main.0123456789.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers a page address with its pre-rendered page, and any other with the 404 page', async () => {
    const known = await fetch(`${base}/stores/`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<title>stores</title>');
    const unknown = await fetch(`${base}/no-such-page/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>not found</title>');
    expect((await fetch(`${base}/404/`)).status).toBe(404);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>home</title>');
  });

  it('redirects an address without its trailing slash', async () => {
    const response = await fetch(`${base}/stores?category=29`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/stores/?category=29');
  });

  it('answers missing files and data with a plain 404', async () => {
    expect((await fetch(`${base}/assets/data/nope/index.json`)).status).toBe(404);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('does not serve files outside its folder', async () => {
    expect((await fetch(`${base}/..%2f..%2fetc/passwd`)).status).toBe(404);
  });

  it('makes one path misbehave when a test asks, and behaves again after', async () => {
    await fetch(`${base}/__test__/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/assets/data/stores/index.json', status: 500 }),
    });
    expect((await fetch(`${base}/assets/data/stores/index.json`)).status).toBe(500);
    expect((await fetch(`${base}/assets/data/index.json`)).status).toBe(200);
    await fetch(`${base}/__test__/faults`, { method: 'DELETE' });
    expect((await fetch(`${base}/assets/data/stores/index.json`)).status).toBe(200);
  });

  it('drops the connection of one path without an answer when a test asks', async () => {
    await fetch(`${base}/__test__/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/restful_forms/submitForm', drop: true }),
    });
    await expect(fetch(`${base}/restful_forms/submitForm`, { method: 'POST' })).rejects.toThrow(
      'fetch failed',
    );
    expect((await fetch(`${base}/assets/data/index.json`)).status).toBe(200);
  });
});

describe('createStaticServer when it cannot answer', () => {
  let stateDir: string;
  let broken: Server;
  const logged: { error: string; request: string }[] = [];

  beforeAll(async () => {
    stateDir = mkdtempSync(path.join(os.tmpdir(), 'static-server-state-'));
    // The site's state document damaged: no request can be routed to a generation.
    writeFileSync(path.join(stateDir, 'site-state.json'), '{"format": 1, "served": [');
    broken = createStaticServer({
      root,
      spa: true,
      site: stateDir,
      onError: (error, request) => logged.push({ error: error.message, request }),
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => {
    broken.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('answers 500 with a page that says nothing of the cause, and logs the cause with the request', async () => {
    const response = await fetch(
      `http://127.0.0.1:${(broken.address() as AddressInfo).port}/stores/`,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    expect(page).toContain('Something went wrong on our side');
    expect(page).not.toContain(stateDir);
    expect(page).not.toContain('JSON');
    expect(logged).toEqual([
      {
        error: expect.stringContaining(`${path.join(stateDir, 'site-state.json')} is not JSON`),
        request: 'GET /stores/',
      },
    ]);
  });
});
