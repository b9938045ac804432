import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from './createStaticServer';
import { editorSessionFile, type EditorSession } from './editorSession';

// The editor at /admin/ on the Node server of `npm start`: its own headers, and the session of
// its local backend handed to its page only.

const ADMIN_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; connect-src 'self' http://127.0.0.1:8087; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

let dir: string;
let server: Server;
let port = 0;
let origin = '';

/** One request with exactly the headers given (fetch cannot set Host or Sec-Fetch-Site). */
function get(
  address: string,
  headers: Record<string, string> = { host: `127.0.0.1:${port}` },
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: address, headers, setHost: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const session = (): EditorSession => ({
  origin,
  backend: 'http://127.0.0.1:8087/api/v1',
  token: 'the-secret-of-this-start',
  folders: { content: 'content/seed/', campaigns: null },
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-admin-'));
  const root = path.join(dir, 'dist');
  mkdirSync(path.join(root, 'admin'), { recursive: true });
  mkdirSync(path.join(root, '404'));
  writeFileSync(path.join(root, 'admin', 'index.html'), '<title>Content editor</title>');
  writeFileSync(path.join(root, 'admin', 'main.0123456789.js'), 'start()');
  writeFileSync(path.join(root, '404', 'index.html'), '<title>not found</title>');
  writeFileSync(path.join(root, 'main.0123456789.js'), 'shop()');
  server = createStaticServer({
    root,
    spa: true,
    site: path.join(dir, 'state'),
    adminHeaders: ADMIN_HEADERS,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the Node server's /admin/", () => {
  it("answers the editor's files with the editor's own policy, and the shop's without it", async () => {
    for (const address of [
      '/admin/',
      '/admin/index.html',
      '/admin/main.0123456789.js',
      '/admin/none.js',
    ]) {
      const answer = await get(address);
      expect([address, answer.headers['content-security-policy']]).toEqual([
        address,
        ADMIN_HEADERS['Content-Security-Policy'],
      ]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get('/main.0123456789.js')).headers['content-security-policy']).toBeUndefined();
  });

  it('says the local backend is not running when there is no session', async () => {
    const answer = await get('/admin/session.json');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('npm start runs it');
  });

  describe('with a session', () => {
    beforeAll(() => {
      mkdirSync(path.join(dir, 'state'), { recursive: true });
      writeFileSync(editorSessionFile(path.join(dir, 'state')), JSON.stringify(session()));
    });

    it("hands the editor's page the backend, the secret and the folders, never cached", async () => {
      const answer = await get('/admin/session.json', {
        host: `127.0.0.1:${port}`,
        'sec-fetch-site': 'same-origin',
      });
      expect(answer.status).toBe(200);
      const { backend, token, folders } = session();
      expect(JSON.parse(answer.body)).toEqual({ backend, token, folders });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['content-security-policy']).toBe(
        ADMIN_HEADERS['Content-Security-Policy'],
      );
    });

    it('refuses it to a page of another site: re-pointed at loopback (DNS rebinding) or asking across sites', async () => {
      const refused: Record<string, string>[] = [
        { host: `evil.example:${port}` },
        { host: `localhost:${port}` },
        { host: `127.0.0.1:${port}`, 'sec-fetch-site': 'cross-site' },
        { host: `127.0.0.1:${port}`, 'sec-fetch-site': 'same-site' },
        { host: `127.0.0.1:${port}`, origin: 'https://evil.example' },
      ];
      for (const headers of refused) {
        const answer = await get('/admin/session.json', headers);
        expect([headers, answer.status]).toEqual([headers, 403]);
        expect(answer.body).not.toContain('the-secret-of-this-start');
      }
    });
  });
});
