import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { GenerationInfo } from '../generations/generationStore';
import { emptyDocument } from '../site-state/siteStateDocument';
import { writeSiteState } from '../site-state/stateFile';
import { createStaticServer } from './createStaticServer';
import { accessLogOf, createAccessLog } from './siteAccessLog';

describe("the Node server's access log, /metrics and /healthz (a real server on loopback)", () => {
  let dir: string;
  let site: string;
  let server: Server;
  let base: string;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'server-ops-'));
    site = path.join(dir, 'state');
    mkdirSync(path.join(site, 'generations', '000003', 'stores'), { recursive: true });
    writeFileSync(
      path.join(site, 'generations', '000003', 'stores', 'index.html'),
      '<title>stores</title>',
    );
    mkdirSync(path.join(dir, 'dist'));
    server = createStaticServer({
      root: path.join(dir, 'dist'),
      spa: true,
      name: 'shell',
      site,
      accessLog: createAccessLog(accessLogOf(site)),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('names every answer in Server-Timing and logs it with its generation, as nginx does', async () => {
    // What the server reads to route a request: the site's state, serving that generation.
    writeSiteState(site, {
      ...emptyDocument('http://127.0.0.1:8080', new Date()),
      served: ['000003'],
      generations: { '000003': {} as GenerationInfo },
    });
    const page = await fetch(`${base}/stores/?q=nike`);
    expect(page.status).toBe(200);
    const id = /^page;desc="([0-9a-f]{32})"$/.exec(page.headers.get('server-timing') ?? '')?.[1];
    expect(id).toBeDefined();
    expect(page.headers.get('x-request-id')).toBe(id);
    await fetch(`${base}/missing.js`);
    const lines = readFileSync(accessLogOf(site), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      expect.objectContaining({
        id,
        method: 'GET',
        path: '/stores/',
        status: 200,
        generation: '000003',
        addr: '127.0.0.1',
      }),
      expect.objectContaining({ path: '/missing.js', status: 404 }),
    ]);
  });

  it('fails /healthz while no generation is served, then answers ok', async () => {
    const before = await fetch(`${base}/healthz`);
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({
      status: 'failing',
      checks: [
        {
          name: 'pages to serve',
          ok: false,
          detail: `${path.join(site, 'current', 'index.html')} is missing`,
        },
        { name: 'disk space', ok: true },
      ],
    });
    mkdirSync(path.join(site, 'generations', '000004'));
    writeFileSync(path.join(site, 'generations', '000004', 'index.html'), '<title>home</title>');
    symlinkSync(path.join('generations', '000004'), path.join(site, 'current'));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('counts its answers by what was asked in /metrics, for a caller on this machine only', async () => {
    await fetch(`${base}/stores/`);
    await fetch(`${base}/assets/data/stores/index.json`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain(
      'http_responses_total{what="page",method="GET",status="500",service="site-server",app="shell"} 1',
    );
    expect(text).toContain(
      'http_responses_total{what="page-data",method="GET",status="404",service="site-server",app="shell"} 1',
    );
    expect(text).toContain('http_response_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const proxied = await fetch(`${base}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.1' },
    });
    expect(proxied.status).toBe(404);
  });
});
