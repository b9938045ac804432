import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_VIEW } from '../site-events/siteEventExamples';

jest.setTimeout(60_000);

const ORIGIN = 'http://127.0.0.1:8080';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the site events service as it runs (its own process)', () => {
  let dir: string;
  let child: ChildProcess;
  let base: string;
  let accessLog: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-events-main-'));
    accessLog = path.join(dir, 'access.jsonl');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'siteEventsMain.ts')],
      {
        env: {
          ...process.env,
          LOG_LEVEL: 'silent',
          SITE_EVENTS_PORT: String(port),
          SITE_EVENTS_FILE: path.join(dir, 'site-events.sqlite'),
          SITE_EVENTS_ALLOWED_ORIGINS: ORIGIN,
          SITE_EVENTS_ACCESS_LOGS: accessLog,
        },
        stdio: 'ignore',
      },
    );
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(`${base}/healthz`);
        return;
      } catch {
        if (attempt > 300) throw new Error('the service did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(() => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz with what it needs: a writable store and room on its disk', async () => {
    const answer = await fetch(`${base}/healthz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: 'ok',
      checks: [
        { name: 'events store writable', ok: true },
        { name: 'disk space', ok: true },
      ],
    });
  });

  it('reads the page loads from the access log and counts the events in /metrics and /ops/summary', async () => {
    appendFileSync(
      accessLog,
      `${JSON.stringify({ time: new Date().toISOString(), id: 'a1b2c3d4e5f60718', addr: '192.0.2.1', method: 'GET', path: '/gift-generator/', status: 200, generation: '000002' })}\n`,
    );
    // A beacon makes the service read what the servers logged since it last looked.
    const beacon = await fetch(`${base}/site-events/`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain' },
      body: JSON.stringify(PAGE_VIEW),
    });
    expect(beacon.status).toBe(204);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain(
      'site_events_received_total{type="pageview",counted="false",service="site-events"} 1',
    );
    const summary = (await (await fetch(`${base}/ops/summary?window=15m`)).json()) as {
      rows: { route: string; pageViews: number; loads: number }[];
    };
    expect(summary.rows).toEqual([
      expect.objectContaining({ route: 'gift-generator', pageViews: 1, loads: 1 }),
    ]);
    const bad = await fetch(`${base}/ops/summary?window=2h`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'window "2h": expected one of 15m, 1h, 24h, 7d, 30d',
    });
  });

  it('answers /metrics and /healthz to nobody behind a proxy', async () => {
    for (const pathname of ['/metrics', '/healthz'])
      expect(
        (await fetch(`${base}${pathname}`, { headers: { 'X-Real-IP': '203.0.113.5' } })).status,
      ).toBe(404);
  });
});
