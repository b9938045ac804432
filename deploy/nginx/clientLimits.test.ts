import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import { DEFAULT_NGINX_CAPACITY, type NginxCapacity } from '../config/siteConfig';
import { generationsDir } from '../generations/siteState';
import type { SiteOrigins } from '../origins/siteOrigins';
import { EMPTY_ROUTING } from '../site-state/routeRequest';
import { freePort, HOST, startNginx, writeFiles, type RunningNginx } from './nginxForTests';

// nginx holds no client longer than it must and lets no one client take it over: a client that
// sends its headers slowly is dropped after the client timeout, and one address gets at most
// its connections at once and its requests a second (after a burst), with 429 beyond. Each
// case connects from an address of its own on loopback (127.0.0.0/8), so their counts are apart.

const CAPACITY: NginxCapacity = {
  ...DEFAULT_NGINX_CAPACITY,
  connectionsPerClient: 2,
  requestsPerSecond: 1,
  requestBurst: 3,
  clientTimeoutSeconds: 1,
};

describe('nginx with per-client limits', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-limits-'));
  let nginx: RunningNginx;
  let port = 0;
  /** Stands in for the forms service: takes every connection and never answers. */
  const silent: Server = createServer(() => undefined);
  const held: Socket[] = [];

  /** GET from `from` (a loopback address): its status, or the error that ended it. */
  const get = (from: string, target: string) =>
    new Promise<number>((resolve, reject) => {
      const asked = request(
        { host: HOST, port, path: target, localAddress: from, agent: false },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      asked.on('error', reject);
      asked.on('socket', (socket) => held.push(socket));
      asked.end();
    });

  beforeAll(async () => {
    chmodSync(dir, 0o755);
    const shellDist = path.join(dir, 'shell');
    const stateDir = path.join(dir, 'state');
    writeFiles(shellDist, ['main.0123456789.js']);
    writeFiles(path.join(generationsDir(stateDir), '000001'), ['index.html']);
    await new Promise<void>((resolve) => silent.listen(0, HOST, resolve));
    const formsPort = (silent.address() as { port: number }).port;
    port = await freePort();
    const origin = `http://${HOST}:${port}`;
    nginx = await startNginx(
      {
        prefix: path.join(dir, 'nginx'),
        shellListen: { host: HOST, port },
        shellDist,
        stateDir,
        eventsUpstream: `${HOST}:9`,
        formsUpstream: `${HOST}:${formsPort}`,
        routing: EMPTY_ROUTING,
        trustedProxies: [],
        editor: null,
        capacity: CAPACITY,
        remotes: [],
        policy: {
          origins: {
            shell: origin,
            remotes: Object.fromEntries(
              REMOTE_NAMES.map((name) => [name, `http://${HOST}:9`]),
            ) as SiteOrigins['remotes'],
          },
          inlineHashes: { styleElements: [], scripts: [] },
        },
        brotli: false,
      },
      // The probe comes from an address no case uses.
      `${origin}/main.0123456789.js`,
    );
  });

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await nginx?.stop();
    silent.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('drops a client that sends its headers slowly once the client timeout has passed', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect({ host: HOST, port, localAddress: '127.0.0.2' }, () =>
        socket.write('GET / HTTP/1.1\r\nHost: shop\r\n'),
      );
      // A header line now and then, never the blank line that ends them (slowloris).
      const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve((Date.now() - started) / 1000);
      });
    });
    expect(closedAfter).toBeGreaterThanOrEqual(CAPACITY.clientTimeoutSeconds * 0.9);
    expect(closedAfter).toBeLessThan(CAPACITY.clientTimeoutSeconds + 1.5);
  });

  it("answers an address's requests beyond its rate and burst with 429", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < CAPACITY.requestBurst + 3; index += 1)
      statuses.push(await get('127.0.0.3', '/main.0123456789.js'));
    expect(statuses).toEqual([...Array<number>(CAPACITY.requestBurst + 1).fill(200), 429, 429]);
    // Another address is not held back by it.
    expect(await get('127.0.0.4', '/main.0123456789.js')).toBe(200);
  });

  it('answers an address that holds its connections already with 429', async () => {
    // Requests the silent forms service keeps open: the first two hold their connections.
    const open = [
      get('127.0.0.5', '/restful_forms/submitForm'),
      get('127.0.0.5', '/restful_forms/submitForm'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await get('127.0.0.5', '/restful_forms/submitForm')).toBe(429);
    expect(await get('127.0.0.6', '/main.0123456789.js')).toBe(200);
    for (const socket of held) socket.destroy();
    await Promise.allSettled(open);
  });
});
