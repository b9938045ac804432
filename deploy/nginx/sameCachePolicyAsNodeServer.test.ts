import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteCorsHeaders } from '../http-policy/crossOrigin';
import { createStaticServer } from '../server/createStaticServer';
import { adminSecurityHeaders, opsDashboardSecurityHeaders } from './adminPolicy';
import {
  freePort,
  HOST,
  listening,
  serveFirstGeneration,
  startNginx,
  testNginxSite,
  testPolicy,
  writeFiles,
  type RunningNginx,
} from './nginxForTests';
import type { PolicyOptions } from './securityHeaders';

// The Node server and the generated nginx configuration read one policy (deploy/http-policy):
// the same files are served by both, and each kind answers with the same caching and CORS headers,
// and the editor's files with the same security headers (deploy/nginx/adminPolicy.ts).

const SHELL_FILES = [
  '/index.html',
  '/stores/index.html',
  '/404/index.html',
  '/remotes.json',
  '/site-origins.json',
  '/build-info.json',
  '/main.28185eae9c.js',
  '/site.0a1b2c3d4e.css',
  '/4f2981d82860061bca3e.woff2',
  '/assets/data/index.json',
  '/assets/data/search-index.0123456789abcdef0123.json',
  '/images/stores/nike/thumb.png',
  '/images/stores/nike/thumb.0123abcd.webp',
  '/service-worker.js',
  '/admin/index.html',
  '/admin/main.0123456789.js',
  '/admin/ops/index.html',
  '/admin/ops/main.0123456789.js',
];
const REMOTE_FILES = ['/remoteEntry.js', '/470.46e2d7f91b.js', '/bootstrap.ee759e9b87.css'];
/** Requests and what answers them: pages, files, and a file that is missing. */
const SHELL_REQUESTS = [
  ...SHELL_FILES.filter((file) => !file.endsWith('/index.html') && !file.startsWith('/admin/')),
  '/',
  '/stores/',
  '/no-such.0123456789.js',
];
const REMOTE_REQUESTS = [...REMOTE_FILES, '/no-such-chunk.0123456789.js'];
/**
 * The editor's files and the operations dashboard's beside them, from nginx's editor server and
 * under the Node server's /admin/.
 */
const ADMIN_REQUESTS = [
  '/admin/',
  '/admin/index.html',
  '/admin/main.0123456789.js',
  '/admin/no-such.0123456789.js',
  '/admin/ops/',
  '/admin/ops/main.0123456789.js',
  '/admin/ops/no-such.0123456789.js',
];
/** The headers the editor's answers must agree on. */
const ADMIN_HEADERS = [
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

interface Answer {
  status: number;
  cacheControl: string | null;
  allowOrigin: string | null;
  variesByOrigin: boolean;
  serviceWorkerAllowed: string | null;
}

async function answerOf(url: string, origin: string): Promise<Answer> {
  const response = await fetch(url, { headers: { Origin: origin }, redirect: 'manual' });
  await response.arrayBuffer();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    allowOrigin: response.headers.get('access-control-allow-origin'),
    variesByOrigin: /\bOrigin\b/.test(response.headers.get('vary') ?? ''),
    serviceWorkerAllowed: response.headers.get('service-worker-allowed'),
  };
}

describe('the Node server and nginx', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'same-policy-'));
  const shellDist = path.join(dir, 'shell');
  const stateDir = path.join(dir, 'state');
  const remoteDist = path.join(dir, 'remote');
  let nginx: RunningNginx;
  const servers: Server[] = [];
  const ports = { nginxShell: 0, nginxRemote: 0, nginxEditor: 0, nodeShell: 0, nodeRemote: 0 };
  let shellOrigin = '';
  let editorOrigin = '';
  let policy: PolicyOptions;

  beforeAll(async () => {
    // nginx's workers may run as another user when the tests run as root.
    chmodSync(dir, 0o755);
    writeFiles(shellDist, SHELL_FILES);
    // Pages and the files that agree with them are served from the site's current generation.
    writeFiles(serveFirstGeneration(stateDir), [
      ...SHELL_FILES.filter((file) => file.endsWith('.html') || file === '/remotes.json'),
      '/generation.json',
    ]);
    writeFiles(remoteDist, REMOTE_FILES);
    mkdirSync(path.join(dir, 'releases'));
    ports.nginxShell = await freePort();
    ports.nginxRemote = await freePort();
    ports.nginxEditor = await freePort();
    shellOrigin = `http://${HOST}:${ports.nginxShell}`;
    editorOrigin = `http://${HOST}:${ports.nginxEditor}`;
    // One remote is served here; the others' origins only appear in the policy.
    policy = testPolicy(shellOrigin, { stores: `http://${HOST}:${ports.nginxRemote}` });
    nginx = await startNginx(
      testNginxSite(dir, {
        shellListen: { host: HOST, port: ports.nginxShell },
        shellDist,
        stateDir,
        editor: {
          origin: editorOrigin,
          listen: { host: HOST, port: ports.nginxEditor },
          backend: null,
        },
        remotes: [
          {
            name: 'stores',
            listen: { host: HOST, port: ports.nginxRemote },
            dist: remoteDist,
            releases: path.join(dir, 'releases'),
          },
        ],
        policy,
      }),
      `${shellOrigin}/`,
    );

    // The editor's headers as nginx's editor server sends them (the Git backend's policy).
    const nodeShell = createStaticServer({
      root: shellDist,
      spa: true,
      site: stateDir,
      adminHeaders: adminSecurityHeaders({ ...policy, backend: 'github' }),
      opsHeaders: opsDashboardSecurityHeaders(policy),
    });
    const nodeRemote = createStaticServer({
      root: remoteDist,
      corsHeaders: remoteCorsHeaders(shellOrigin),
    });
    servers.push(nodeShell, nodeRemote);
    ports.nodeShell = await listening(nodeShell);
    ports.nodeRemote = await listening(nodeRemote);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answer each of the shell's files and pages with the same cache headers", async () => {
    for (const request of SHELL_REQUESTS) {
      const fromNginx = await answerOf(`http://${HOST}:${ports.nginxShell}${request}`, shellOrigin);
      const fromNode = await answerOf(`http://${HOST}:${ports.nodeShell}${request}`, shellOrigin);
      expect({ request, ...fromNode }).toEqual({ request, ...fromNginx });
    }
  });

  it("answer each of a remote's files with the same cache and CORS headers", async () => {
    for (const request of REMOTE_REQUESTS) {
      const fromNginx = await answerOf(
        `http://${HOST}:${ports.nginxRemote}${request}`,
        shellOrigin,
      );
      const fromNode = await answerOf(`http://${HOST}:${ports.nodeRemote}${request}`, shellOrigin);
      expect({ request, ...fromNode }).toEqual({ request, ...fromNginx });
    }
  });

  it("answer each of the editor's and the dashboard's files with the same security and cache headers", async () => {
    for (const request of ADMIN_REQUESTS) {
      const headersOf = async (url: string): Promise<Record<string, string | number | null>> => {
        const response = await fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        const headers: Record<string, string | null> = Object.fromEntries(
          ADMIN_HEADERS.map((name) => [name, response.headers.get(name)]),
        );
        return { request, status: response.status, ...headers };
      };
      const fromNginx = await headersOf(`${editorOrigin}${request}`);
      const fromNode = await headersOf(`http://${HOST}:${ports.nodeShell}${request}`);
      expect(fromNode).toEqual(fromNginx);
      expect(fromNode['content-security-policy']).toContain("frame-ancestors 'none'");
      if (request.startsWith('/admin/ops/'))
        expect(fromNode['content-security-policy']).not.toContain('unsafe');
    }
  });

  it("serve the editor on its own origin only: the shop's /admin/ redirects there", async () => {
    const shop = await fetch(`${shellOrigin}/admin/`, { redirect: 'manual' });
    expect([shop.status, shop.headers.get('location')]).toEqual([301, `${editorOrigin}/admin/`]);
    // The editor's origin serves the data its previews read, and no page or script of the shop.
    const answers: Record<string, number> = {};
    for (const request of [
      '/',
      '/remotes.json',
      '/stores/',
      '/index.html',
      '/main.28185eae9c.js',
    ]) {
      const response = await fetch(`${editorOrigin}${request}`, { redirect: 'manual' });
      await response.arrayBuffer();
      answers[request] = response.status;
    }
    expect(answers).toEqual({
      '/': 302,
      '/remotes.json': 200,
      '/stores/': 404,
      '/index.html': 404,
      '/main.28185eae9c.js': 404,
    });
  });

  it('cache a content-hashed file for a year and revalidate an entry file, both of them', async () => {
    const entry = await answerOf(`http://${HOST}:${ports.nginxRemote}/remoteEntry.js`, shellOrigin);
    const chunk = await answerOf(
      `http://${HOST}:${ports.nodeRemote}/470.46e2d7f91b.js`,
      shellOrigin,
    );
    expect([
      entry.cacheControl,
      chunk.cacheControl,
      chunk.allowOrigin,
      chunk.variesByOrigin,
    ]).toEqual(['no-cache', 'public, max-age=31536000, immutable', shellOrigin, true]);
  });

  it('let the service worker control the whole site and revalidate it, both of them', async () => {
    for (const port of [ports.nginxShell, ports.nodeShell]) {
      const answer = await answerOf(`http://${HOST}:${port}/service-worker.js`, shellOrigin);
      expect(answer).toMatchObject({
        status: 200,
        cacheControl: 'no-cache',
        serviceWorkerAllowed: '/',
      });
    }
  });
});
