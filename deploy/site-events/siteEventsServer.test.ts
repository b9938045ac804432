import { FAILURE, PAGE_VIEW } from './siteEventExamples';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type http from 'node:http';
import { createStaticServer } from '../server/createStaticServer';
import { createSiteEventsServer, MAX_EVENT_BYTES } from './createSiteEventsServer';
import { eventCount, generationHealth, openEventStore, releaseHealth } from './eventStore';

const ORIGIN = 'http://127.0.0.1:8080';

describe('the site events service (real HTTP on loopback, a real SQLite file)', () => {
  let dir: string;
  let db: DatabaseSync;
  let server: http.Server;
  let url: string;
  let clock: number;

  let sender = 0;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-events-'));
    db = openEventStore(path.join(dir, 'events.sqlite'));
    clock = 1_000_000;
    server = createSiteEventsServer({
      db,
      allowedOrigins: [ORIGIN],
      rateLimit: { perMinute: 6, burst: 3 },
      now: () => clock,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site-events/`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores page views and failures as sendBeacon sends them, and counts them', async () => {
    expect((await post(PAGE_VIEW)).status).toBe(204);
    expect((await post(FAILURE, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect(generationHealth(db, '000002')).toEqual({
      generation: '000002',
      pageViews: 1,
      failures: 1,
      failuresByKind: { render: 1 },
    });
    expect(releaseHealth(db)).toEqual([
      {
        remote: 'gifts',
        release: 'v2',
        generations: ['000002'],
        pageViews: 1,
        failuresByKind: { render: 1 },
      },
      {
        remote: 'stores',
        release: null,
        generations: ['000002'],
        pageViews: 1,
        failuresByKind: {},
      },
    ]);
  });

  it('refuses malformed, oversize and foreign bodies with 4xx and stores nothing', async () => {
    // Each from a sender of its own, so that the rate limit is not what refuses them.
    const from = (headers: Record<string, string> = {}) => ({
      'X-Real-IP': `198.51.100.${(sender += 1)}`,
      ...headers,
    });
    const refused = [
      await post('{"type":', from()),
      await post({ ...PAGE_VIEW, visitor: 'ana@example.com' }, from()),
      await post({ ...FAILURE, kind: 'crash' }, from()),
      await post({ ...PAGE_VIEW, path: `/${'a'.repeat(MAX_EVENT_BYTES)}` }, from()),
      await post(PAGE_VIEW, from({ Origin: 'https://evil.example' })),
      await fetch(url, { method: 'POST', headers: from(), body: JSON.stringify(PAGE_VIEW) }),
      await post(PAGE_VIEW, from({ 'Content-Type': 'application/x-www-form-urlencoded' })),
      await fetch(url, { headers: from({ Origin: ORIGIN }) }),
    ];
    expect(refused.map((response) => response.status)).toEqual([
      400, 400, 400, 413, 403, 403, 415, 405,
    ]);
    expect(await refused[1]!.text()).toBe(
      'Not a site event: visitor: not a field of a pageview event\n',
    );
    expect(await refused[4]!.text()).toBe("Origin https://evil.example is not this site's\n");
    expect(eventCount(db)).toBe(0);
  });

  it('limits each sender to its burst, then to its rate per minute', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(PAGE_VIEW)).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    // Another sender behind the same proxy is counted on its own.
    expect((await post(PAGE_VIEW, { 'X-Real-IP': '203.0.113.9' })).status).toBe(204);
    clock += 10_000; // one token back at six a minute
    expect((await post(PAGE_VIEW)).status).toBe(204);
    expect((await post(PAGE_VIEW)).status).toBe(429);
    expect(eventCount(db)).toBe(5);
  });

  it('counts only what a generation received since a given time', async () => {
    await post(PAGE_VIEW);
    clock += 5_000;
    await post(FAILURE);
    expect(generationHealth(db, '000002', clock)).toMatchObject({ pageViews: 0, failures: 1 });
  });

  it("is reached through the site's Node server at /site-events/, as through nginx", async () => {
    const site = createStaticServer({
      root: dir,
      spa: true,
      eventsUpstream: { host: '127.0.0.1', port: Number(new URL(url).port) },
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/site-events/`;
    try {
      const send = (origin: string) =>
        fetch(siteUrl, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify(PAGE_VIEW),
        });
      expect((await send(ORIGIN)).status).toBe(204);
      expect((await send('https://evil.example')).status).toBe(403);
      expect(eventCount(db)).toBe(1);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
