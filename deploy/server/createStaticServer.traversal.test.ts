import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from './createStaticServer';

let parent: string;
const servers: Server[] = [];

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(parent, file)), { recursive: true });
  writeFileSync(path.join(parent, file), text);
}

async function serve(root: string, spa: boolean): Promise<number> {
  const server = createStaticServer({ root: path.join(parent, root), spa });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * GET with the path sent exactly as written: fetch() would resolve `%2e%2e` and `..` segments
 * before sending, so the server would never see them.
 */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: rawPath, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

beforeAll(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'static-server-traversal-'));
  write('dist/index.html', '<!doctype html><title>home</title>');
  write('dist/404/index.html', '<!doctype html><title>not found</title>');
  write('dist/main.js', 'console.log("inside")');
  write('dist-x/secret.txt', 'SECRET dist-x');
  write('secret.txt', 'SECRET parent');
  write('releases/v2/remoteEntry.js', 'console.log("v2")');
  write('releases/v2-hotfix/secret.txt', 'SECRET v2-hotfix');
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('createStaticServer stays in its folder', () => {
  const escapes = [
    '/..%2Fdist-x/secret.txt',
    '/..%2fdist-x/secret.txt',
    '/%2e%2e/dist-x/secret.txt',
    '/%2E%2E%2Fdist-x%2Fsecret.txt',
    '/../dist-x/secret.txt',
    '/..%5Cdist-x/secret.txt',
    '/....//dist-x/secret.txt',
    '/..././dist-x/secret.txt',
    '/%252e%252e/dist-x/secret.txt',
    '/%252e%252e%252fdist-x%252fsecret.txt',
    '/..%2F..%2F' + 'secret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ];

  it.each(escapes)('does not serve a file outside the site for %s', async (rawPath) => {
    const port = await serve('dist', false);
    const { status, body } = await rawGet(port, rawPath);
    expect(status).toBe(404);
    expect(body).not.toContain('SECRET');
  });

  it.each(escapes)(
    'answers %s on a page origin with the 404 page, not the file',
    async (rawPath) => {
      const port = await serve('dist', true);
      const { body } = await rawGet(port, rawPath);
      expect(body).not.toContain('SECRET');
    },
  );

  it('still serves what is inside, however its address is written', async () => {
    const port = await serve('dist', false);
    expect(await rawGet(port, '/main.js')).toEqual({ status: 200, body: 'console.log("inside")' });
    expect((await rawGet(port, '/assets/..%2Fmain.js')).status).toBe(200);
    expect((await rawGet(port, '/%6Dain.js')).status).toBe(200);
  });

  it('serves a release folder v2 without exposing v2-hotfix beside it', async () => {
    const port = await serve('releases/v2', false);
    expect((await rawGet(port, '/remoteEntry.js')).status).toBe(200);
    for (const rawPath of [
      '/..%2Fv2-hotfix/secret.txt',
      '/%2e%2e/v2-hotfix/secret.txt',
      '/%2E%2E%2Fv2-hotfix%2Fsecret.txt',
    ]) {
      const { status, body } = await rawGet(port, rawPath);
      expect(status).toBe(404);
      expect(body).not.toContain('SECRET');
    }
  });
});
