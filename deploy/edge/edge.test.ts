import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from 'forms-api/testing/postgres';
import { competitionParts, multipartBody } from 'forms-api/testing/multipart';
import { migratedTestDatabase, ORIGIN, startTestService } from 'forms-api/testing/service';
import { REMOTE_NAMES } from 'shared-lib/apps';
import type { ListenAddress } from '../config/settingValues';
import { relink } from '../generations/generationStore';
import { CURRENT_LINK, generationsDir } from '../generations/siteState';
import { freePort, HOST, writeFiles } from '../nginx/nginxForTests';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from '../nginx/writeNginxConfig';
import { DEFAULT_NGINX_CAPACITY } from '../config/siteConfig';
import type { SiteOrigins } from '../origins/siteOrigins';
import { EMPTY_ROUTING } from '../site-state/routeRequest';
import { ORIGIN_READY_FILE, ORIGIN_READY_PATH } from '../origins/originReadiness';
import { BAN_KEEP_HEADER, type EdgeSite } from './edgeVcl';
import { originHealth, startEdge, stopEdge } from './varnishd';

// A real varnishd in front of two real nginx origins, each serving the site's generations from a
// state folder of its own and passing forms to a real forms service (one PostgreSQL for both).

jest.setTimeout(120_000);

const PAGES = ['/', '/stores/', '/offers/', '/events/'];
const HASHED = '/main.0123456789.js';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One origin node: nginx over its own state folder, in a process group of its own. */
interface Origin {
  stateDir: string;
  prefix: string;
  shell: ListenAddress;
  stores: ListenAddress;
  nginx?: ChildProcess;
}

/** Waits until `check` holds, polling; throws naming `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

describe('the edge (varnishd) in front of two nginx origins', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
  const shellDist = path.join(dir, 'shell');
  const storesDist = path.join(dir, 'stores');
  const origins: Origin[] = [];
  const forms: Awaited<ReturnType<typeof startTestService>>[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let edge: { shell: string; stores: string };
  /** A second edge over the same origins, with a grace window of two seconds. */
  let shortEdge: { shell: string };

  const get = async (url: string, visitor = '10.0.0.1', headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      headers: { 'X-Forwarded-For': visitor, Origin: ORIGIN, ...headers },
    });
    return {
      status: response.status,
      body: await response.text(),
      header: (name: string) => response.headers.get(name),
    };
  };

  const submit = async (submissionId: string, visitor = '10.0.0.1') => {
    const { body, contentType } = multipartBody(competitionParts({ submission_id: submissionId }));
    const response = await fetch(`${edge.shell}/restful_forms/submitForm`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': contentType, 'X-Forwarded-For': visitor },
      body,
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      json: (await response.json()) as Record<string, unknown>,
    };
  };

  const stored = async (submissionId: string) =>
    (
      await forms[0]!.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM submissions WHERE submission_id = $1',
        submissionId,
      )
    )[0]!.n;

  const startNginx = (origin: Origin) => {
    origin.nginx = spawn(NGINX_BIN, nginxArgs(origin.prefix, ['-g', 'daemon off;']), {
      stdio: 'ignore',
      detached: true,
    });
  };
  /** SIGKILL to nginx's master and workers: the origin is gone mid-request, as a host is. */
  const killNginx = (origin: Origin) => process.kill(-origin.nginx!.pid!, 'SIGKILL');

  /** Each origin's generations: the same pages, naming their generation. */
  function writeGenerations(stateDir: string) {
    for (const generation of ['000001', '000002']) {
      const root = path.join(generationsDir(stateDir), generation);
      for (const page of PAGES)
        writeFiles(root, [`${page}index.html`], `<p>${page} of generation ${generation}</p>\n`);
      writeFiles(root, ['/generation.json'], JSON.stringify({ id: generation }));
    }
    relink(stateDir, CURRENT_LINK, '000001');
    writeFileSync(path.join(stateDir, ORIGIN_READY_FILE), '{"ready":true}\n');
  }

  const edgeSite = (
    ports: { shell: number; stores: number },
    { graceSeconds, purgers }: { graceSeconds: number; purgers: string[] },
  ): EdgeSite => ({
    apps: [
      {
        name: 'shell',
        listen: { host: HOST, port: ports.shell },
        origins: origins.map((origin) => origin.shell),
        probe: ORIGIN_READY_PATH,
      },
      {
        name: 'stores',
        listen: { host: HOST, port: ports.stores },
        origins: origins.map((origin) => origin.stores),
        probe: '/remoteEntry.js',
      },
    ],
    graceSeconds,
    purgers,
    trustedProxies: ['127.0.0.1'],
  });

  beforeAll(async () => {
    // nginx's workers and varnishd's child run as other users when the tests run as root.
    chmodSync(dir, 0o755);
    writeFiles(shellDist, [HASHED], 'console.log("main");\n');
    writeFiles(storesDist, ['/remoteEntry.js'], 'var stores;\n');
    mkdirSync(path.join(dir, 'releases'));
    database = await migratedTestDatabase();
    const edgePorts = { shell: await freePort(), stores: await freePort() };
    const shortPorts = { shell: await freePort(), stores: await freePort() };
    edge = {
      shell: `http://${HOST}:${edgePorts.shell}`,
      stores: `http://${HOST}:${edgePorts.stores}`,
    };
    shortEdge = { shell: `http://${HOST}:${shortPorts.shell}` };
    const siteOrigins: SiteOrigins = {
      shell: ORIGIN,
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, edge.stores]),
      ) as SiteOrigins['remotes'],
    };
    for (const node of [1, 2]) {
      const service = await startTestService({}, { databaseUrl: database.url });
      forms.push(service);
      const origin: Origin = {
        stateDir: path.join(dir, `node-${node}`, 'state'),
        prefix: path.join(dir, `node-${node}`, 'nginx'),
        shell: { host: HOST, port: await freePort() },
        stores: { host: HOST, port: await freePort() },
      };
      writeGenerations(origin.stateDir);
      writeNginxConfig({
        prefix: origin.prefix,
        accessLog: path.join(origin.prefix, 'access.jsonl'),
        shellListen: origin.shell,
        shellDist,
        stateDir: origin.stateDir,
        remotes: [
          {
            name: 'stores',
            listen: origin.stores,
            dist: storesDist,
            releases: path.join(dir, 'releases'),
          },
        ],
        formsUpstream: new URL(service.service.url).host,
        eventsUpstream: `${HOST}:9`,
        policy: { origins: siteOrigins, inlineHashes: { styleElements: [], scripts: [] } },
        brotli: false,
        routing: EMPTY_ROUTING,
        trustedProxies: ['127.0.0.1'],
        capacity: DEFAULT_NGINX_CAPACITY,
        editor: null,
      });
      startNginx(origin);
      origins.push(origin);
    }
    const releaseService = '127.0.0.1';
    startEdge(
      path.join(dir, 'edge'),
      edgeSite(edgePorts, { graceSeconds: 3600, purgers: [releaseService] }),
      { storageMb: 32 },
    );
    // This one takes bans from another address only.
    startEdge(
      path.join(dir, 'short-edge'),
      edgeSite(shortPorts, { graceSeconds: 2, purgers: ['127.0.0.2'] }),
      { storageMb: 32 },
    );
    await until('both edges see their origins healthy', () => {
      const health = [
        originHealth(path.join(dir, 'edge')),
        originHealth(path.join(dir, 'short-edge')),
      ];
      return health.every(
        (one) =>
          Object.values(one).length === 4 &&
          Object.values(one).every((state) => state === 'healthy'),
      );
    });
  });

  afterAll(async () => {
    await stopEdge(path.join(dir, 'edge'));
    await stopEdge(path.join(dir, 'short-edge'));
    for (const origin of origins)
      try {
        process.kill(-origin.nginx!.pid!, 'SIGKILL');
      } catch {
        // Killed by the test already.
      }
    for (const service of forms) await service.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks an origin for a page at every request, and keeps a content-hashed file for its lifetime', async () => {
    const pages = [await get(`${edge.shell}/stores/`), await get(`${edge.shell}/stores/`)];
    expect(pages.map((page) => [page.status, page.header('x-edge-cache'), page.body])).toEqual([
      [200, 'miss', '<p>/stores/ of generation 000001</p>\n'],
      [200, 'miss', '<p>/stores/ of generation 000001</p>\n'],
    ]);
    // The origin's policy passes through the edge as it is.
    expect(pages[0]!.header('cache-control')).toBe('no-cache');
    expect(pages[0]!.header('x-site-generation')).toBe('000001');
    const files = [await get(`${edge.shell}${HASHED}`), await get(`${edge.shell}${HASHED}`)];
    expect(files.map((file) => file.header('x-edge-cache'))).toEqual(['miss', 'hit']);
    expect(files[1]!.header('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await get(`${edge.stores}/remoteEntry.js`);
    expect([entry.status, entry.header('access-control-allow-origin')]).toEqual([200, ORIGIN]);
    // A preview (its cookie) is never kept: each request goes to an origin.
    const preview = { Cookie: 'site_preview=abcdefghijklmnopqrstuvwxyz' };
    const previewed = [
      await get(`${edge.shell}${HASHED}`, '10.0.0.1', preview),
      await get(`${edge.shell}${HASHED}`, '10.0.0.1', preview),
    ];
    expect(previewed.map((file) => file.header('x-edge-cache'))).toEqual(['miss', 'miss']);
  });

  it('keeps each visitor on one origin and spreads visitors over both', async () => {
    const chosen = new Map<string, string>();
    for (let visitor = 1; visitor <= 16; visitor += 1) {
      const address = `10.0.1.${visitor}`;
      const [first, again] = [
        await get(`${edge.shell}/offers/`, address),
        await get(`${edge.shell}/offers/`, address),
      ];
      expect(again.header('x-edge-origin')).toBe(first.header('x-edge-origin'));
      chosen.set(address, first.header('x-edge-origin')!);
    }
    expect(new Set(chosen.values())).toEqual(new Set(['shell_1', 'shell_2']));
  });

  it('refuses a BAN from anyone but the release service, and one that names no generation', async () => {
    const ban = (url: string, headers: Record<string, string>) =>
      fetch(`${url}/`, { method: 'BAN', headers }).then((response) => response.status);
    expect(await ban(shortEdge.shell, { [BAN_KEEP_HEADER]: '000001' })).toBe(403);
    expect(await ban(edge.shell, { [BAN_KEEP_HEADER]: 'all' })).toBe(400);
    expect(await ban(edge.shell, { [BAN_KEEP_HEADER]: '000001' })).toBe(200);
    // The origins' own addresses are not the site's.
    expect((await get(`${edge.shell}${ORIGIN_READY_PATH}`)).status).toBe(404);
  });

  it('sends a request to the other origin when its own is killed, and takes it out until it is back', async () => {
    const visitors = Array.from({ length: 16 }, (_, index) => `10.0.2.${index + 1}`);
    const onFirst: string[] = [];
    for (const visitor of visitors)
      if ((await get(`${edge.shell}/events/`, visitor)).header('x-edge-origin') === 'shell_1')
        onFirst.push(visitor);
    expect(onFirst.length).toBeGreaterThan(0);
    killNginx(origins[0]!);
    // At once, before a probe has noticed: every request is answered, by the other origin.
    const answers = await Promise.all(
      onFirst.map((visitor) => get(`${edge.shell}/events/`, visitor)),
    );
    expect(answers.map((answer) => [answer.status, answer.header('x-edge-origin')])).toEqual(
      onFirst.map(() => [200, 'shell_2']),
    );
    const form = await submit('edge-retry-0001', onFirst[0]);
    expect(form.status).toBe(201);
    expect(await stored('edge-retry-0001')).toBe(1);
    await until('the probe takes origin 1 out', () => {
      const health = originHealth(path.join(dir, 'edge'));
      return health.shell_1 === 'sick' && health.shell_2 === 'healthy';
    });
    startNginx(origins[0]!);
    await until(
      'the probe takes origin 1 back',
      () => originHealth(path.join(dir, 'edge')).shell_1 === 'healthy',
    );
    expect((await get(`${edge.shell}/events/`, onFirst[0])).header('x-edge-origin')).toBe(
      'shell_1',
    );
  });

  it('after a switch and its BAN, answers from its copies when every origin is down, within its grace window only', async () => {
    const oldOnly = await get(`${edge.shell}/events/`);
    expect(oldOnly.header('x-site-generation')).toBe('000001');
    for (const origin of origins) relink(origin.stateDir, CURRENT_LINK, '000002');
    for (const url of [edge.shell, shortEdge.shell]) {
      const page = await get(`${url}/stores/`);
      expect(page.header('x-site-generation')).toBe('000002');
      await get(`${url}${HASHED}`);
    }
    const ban = await fetch(`${edge.shell}/`, {
      method: 'BAN',
      headers: { [BAN_KEEP_HEADER]: '000002' },
    });
    expect(ban.status).toBe(200);
    for (const origin of origins) killNginx(origin);

    const visited = await get(`${edge.shell}/stores/`);
    expect([visited.status, visited.header('x-edge-cache'), visited.body]).toEqual([
      200,
      'stale',
      '<p>/stores/ of generation 000002</p>\n',
    ]);
    // A copy of the generation the switch left is gone with the BAN; the hashed file stays.
    expect((await get(`${edge.shell}/events/`)).status).toBe(503);
    expect((await get(`${edge.shell}${HASHED}`)).header('x-edge-cache')).toBe('hit');
    const form = await submit('edge-down-0001');
    expect([form.status, form.retryAfter, form.json.error]).toEqual([
      503,
      '30',
      'The forms service is not available right now. Please try again in a few minutes.',
    ]);
    expect(await stored('edge-down-0001')).toBe(0);

    // The edge with a grace window of two seconds answers from its copy only within them.
    expect((await get(`${shortEdge.shell}/stores/`)).status).toBe(200);
    await sleep(2_500);
    expect((await get(`${shortEdge.shell}/stores/`)).status).toBe(503);
    expect((await get(`${edge.shell}/stores/`)).status).toBe(200);
  });
});
