import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { createStaticServer } from '../server/createStaticServer';
import { canaryFigures } from './cohortFigures';
import { createSiteEventsServer, MAX_EVENT_BYTES } from './createSiteEventsServer';
import { eventCount, openEventStore, type EventDb } from './eventStore';
import { releaseHealth } from './releaseHealth';
import { FAILURE, PAGE_ERROR, PAGE_VIEW, SEARCH, VITALS } from './siteEventExamples';
import { EVENT_ENGINES, testEventsLocation } from './testEventStore';

const ORIGIN = 'http://127.0.0.1:8080';

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/site-events/`;
};
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

describe.each(EVENT_ENGINES)('the site events service (real HTTP on loopback, %s)', (engine) => {
  let store: Awaited<ReturnType<typeof testEventsLocation>>;
  let dir: string;
  let db: EventDb;
  let server: http.Server;
  let url: string;
  let clock: number;

  let sender = 0;
  const post = (body: unknown, headers: Record<string, string> = {}, to = url) =>
    fetch(to, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeEach(async () => {
    store = await testEventsLocation(engine);
    dir = store.dir;
    db = await openEventStore(store.location);
    clock = 1_000_000;
    server = createSiteEventsServer({
      db,
      allowedOrigins: [ORIGIN],
      rateLimit: { perMinute: 6, burst: 3 },
      now: () => clock,
    });
    url = await listen(server);
  });

  afterEach(async () => {
    await close(server);
    await db.close();
    await store.remove();
  });

  it('stores every kind of event as sendBeacon sends it, and counts them per release', async () => {
    for (const [event, type] of [
      [PAGE_VIEW, 'text/plain'],
      [FAILURE, 'application/json'],
      [PAGE_ERROR, 'text/plain'],
    ] as const)
      expect((await post(event, { 'Content-Type': type })).status).toBe(204);
    expect((await post(VITALS, { 'X-Real-IP': '198.51.100.1' })).status).toBe(204);
    expect((await post(SEARCH, { 'X-Real-IP': '198.51.100.1' })).status).toBe(204);
    expect(await eventCount(db)).toBe(5);
    expect(await releaseHealth(db)).toEqual([
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
    // Each from a network of its own, so that the rate limit is not what refuses them.
    const from = (headers: Record<string, string> = {}) => ({
      'X-Real-IP': `198.51.${(sender += 1)}.1`,
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
      await post({ ...PAGE_ERROR, kind: 'csp' }, from()),
      await post({ ...VITALS, lcp: -5 }, from()),
      await post({ ...VITALS, route: 'admin' }, from()),
    ];
    expect(refused.map((response) => response.status)).toEqual([
      400, 400, 400, 413, 403, 403, 415, 405, 400, 400, 400,
    ]);
    expect(await refused[1]!.text()).toBe(
      'Not a site event: visitor: not a field of a pageview event\n',
    );
    expect(await refused[4]!.text()).toBe("Origin https://evil.example is not this site's\n");
    expect(await refused[8]!.text()).toBe(
      'Not a site event: kind: expected one of script, rejection, page-data\n',
    );
    expect(await eventCount(db)).toBe(0);
  });

  it('limits each network (an IPv4 /24, an IPv6 /64) to its burst, then to its rate per minute', async () => {
    const statuses = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])
      statuses.push((await post(PAGE_VIEW, { 'X-Real-IP': address })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    for (const address of ['2001:db8:0:1::1', '2001:db8:0:1:ffff::9', '2001:0db8:0:1::7'])
      expect((await post(PAGE_VIEW, { 'X-Real-IP': address })).status).toBe(204);
    expect((await post(PAGE_VIEW, { 'X-Real-IP': '2001:db8:0:1:abcd::1' })).status).toBe(429);
    // Another network behind the same proxy is counted on its own.
    expect((await post(PAGE_VIEW, { 'X-Real-IP': '203.0.114.9' })).status).toBe(204);
    clock += 10_000; // one token back at six a minute
    expect((await post(PAGE_VIEW, { 'X-Real-IP': '203.0.113.200' })).status).toBe(204);
    expect((await post(PAGE_VIEW, { 'X-Real-IP': '203.0.113.201' })).status).toBe(429);
    expect(await eventCount(db)).toBe(8);
  });

  it('takes CSP violation reports in both formats browsers send, keeping only what is needed', async () => {
    const reports = `${url}csp`;
    const legacy = {
      'csp-report': {
        'document-uri': `${ORIGIN}/search/?q=ana%40example.com`,
        referrer: `${ORIGIN}/`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=1',
        'original-policy': "default-src 'none'",
        'script-sample': '',
      },
    };
    const reportingApi = [
      {
        type: 'csp-violation',
        url: `${ORIGIN}/stores/`,
        body: {
          documentURL: `${ORIGIN}/stores/`,
          effectiveDirective: 'style-src-attr',
          blockedURL: 'inline',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    expect((await post(legacy, { 'Content-Type': 'application/csp-report' }, reports)).status).toBe(
      204,
    );
    expect(
      (await post(reportingApi, { 'Content-Type': 'application/reports+json' }, reports)).status,
    ).toBe(204);
    const foreign = {
      'csp-report': { ...legacy['csp-report'], 'document-uri': 'https://evil.example/' },
    };
    expect(
      (await post(foreign, { 'Content-Type': 'application/csp-report' }, reports)).status,
    ).toBe(400);
    expect(
      await db.all('SELECT path, route, generation, kind, detail FROM events ORDER BY id'),
    ).toEqual([
      {
        path: '/search/',
        route: 'search',
        generation: '',
        kind: 'csp',
        detail: 'script-src-elem https://evil.example',
      },
      {
        path: '/stores/',
        route: 'store-directory',
        generation: '',
        kind: 'csp',
        detail: 'style-src-attr inline',
      },
    ]);
  });

  it("is reached through the site's Node server at /site-events/, as through nginx", async () => {
    const site = createStaticServer({
      root: dir,
      spa: true,
      eventsUpstream: { host: '127.0.0.1', port: Number(new URL(url).port) },
    });
    const siteUrl = await listen(site);
    try {
      expect((await post(PAGE_VIEW, {}, siteUrl)).status).toBe(204);
      expect((await post(PAGE_VIEW, { Origin: 'https://evil.example' }, siteUrl)).status).toBe(403);
      expect(await eventCount(db)).toBe(1);
    } finally {
      await close(site);
    }
  });
});

describe.each(EVENT_ENGINES)(
  'beacons checked against what the servers served (decision 323, %s)',
  (engine) => {
    let store: Awaited<ReturnType<typeof testEventsLocation>>;
    let db: EventDb;
    let server: http.Server;
    let url: string;
    let accessLog: string;
    let served = 0;

    const post = (body: unknown, network: string, to = url) =>
      fetch(to, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', 'X-Real-IP': network },
        body: JSON.stringify(body),
      });

    /** A page load as nginx logs it in `log`; returns its id. */
    function serve(
      generation: string,
      addr: string,
      pathname = '/gift-generator/',
      log = accessLog,
    ): string {
      const id = `load${String((served += 1)).padStart(12, '0')}`;
      appendFileSync(
        log,
        `${JSON.stringify({ time: new Date().toISOString(), id, addr, method: 'GET', path: `${pathname}?utm=x`, status: 200, generation, seconds: 0.002 })}\n`,
      );
      return id;
    }

    const figures = (from: EventDb = db) =>
      canaryFigures(from, { canary: '000002', stable: '000001', since: Date.now() - 60_000 });

    /** The service as it runs on one host: its store, reading that host's access log. */
    const serviceOn = (events: EventDb, log: string) =>
      createSiteEventsServer({
        db: events,
        allowedOrigins: [ORIGIN],
        rateLimit: { perMinute: 10_000, burst: 10_000 },
        accessLogs: [log],
      });

    beforeEach(async () => {
      store = await testEventsLocation(engine);
      accessLog = path.join(store.dir, 'access.jsonl');
      appendFileSync(accessLog, 'a line of another format\n');
      db = await openEventStore(store.location);
      server = serviceOn(db, accessLog);
      url = await listen(server);
    });

    afterEach(async () => {
      await close(server);
      await db.close();
      await store.remove();
    });

    it('counts a page’s failure once, and only from the network the page was served to', async () => {
      serve('000001', '192.0.2.10');
      const page = serve('000002', '192.0.2.10');
      const failure = { ...FAILURE, page };
      expect((await post(failure, '192.0.2.77')).status).toBe(204); // same /24
      expect((await post({ ...PAGE_ERROR, generation: '000002', page }, '192.0.2.77')).status).toBe(
        204,
      );
      expect((await post(failure, '198.51.100.7')).status).toBe(204); // a stolen id
      expect((await post({ ...failure, page: 'madeup000000001' }, '192.0.2.10')).status).toBe(204);
      expect(await figures()).toEqual({
        canary: { generation: '000002', loads: 1, failingLoads: 1, failuresByKind: { render: 1 } },
        stable: { generation: '000001', loads: 1, failingLoads: 0, failuresByKind: {} },
        slow: [
          {
            metric: 'lcp',
            threshold: null,
            canary: { measured: 0, slow: 0 },
            stable: { measured: 0, slow: 0 },
          },
          {
            metric: 'inp',
            threshold: null,
            canary: { measured: 0, slow: 0 },
            stable: { measured: 0, slow: 0 },
          },
        ],
      });
    });

    it('refuses events of a generation the servers never served', async () => {
      serve('000002', '192.0.2.10');
      const answer = await post({ ...PAGE_VIEW, generation: '424242' }, '192.0.2.10');
      expect(answer.status).toBe(400);
      expect(await answer.text()).toBe('Not a site event: generation 424242 was never served\n');
      expect((await post(PAGE_VIEW, '192.0.2.10')).status).toBe(204);
    });

    it('lets five forged failures from one /64 count as three at most', async () => {
      serve('000001', '192.0.2.1');
      for (let i = 0; i < 5; i += 1) {
        const page = serve('000002', `2001:db8:5:5::${i + 1}`);
        await post({ ...FAILURE, page }, `2001:db8:5:5::${i + 1}`);
      }
      expect((await figures()).canary).toMatchObject({ loads: 5, failingLoads: 3 });
    });

    it('counts at most 30 page loads an hour from one /64, whatever it sends', async () => {
      for (let i = 0; i < 360; i += 1) serve('000002', `2001:db8:7:7::${(i % 200) + 1}`);
      for (let i = 0; i < 10; i += 1) serve('000002', `203.0.${i}.1`);
      await post(PAGE_VIEW, '203.0.0.1'); // reads the log
      expect((await figures()).canary.loads).toBe(40);
      expect(await db.all('SELECT COUNT(*) AS n FROM page_loads')).toEqual([{ n: 370 }]);
    });

    it('counts a page’s vitals once, and slow ones against the two cohorts’ p75', async () => {
      for (const [generation, lcp] of [
        ['000001', 1000],
        ['000001', 1200],
        ['000001', 1400],
        ['000002', 2600],
      ] as const) {
        const network = `192.0.${lcp / 100}.1`;
        const page = serve(generation, network);
        for (let i = 0; i < 2; i += 1)
          expect((await post({ ...VITALS, generation, page, lcp }, network)).status).toBe(204);
      }
      expect((await figures()).slow[0]).toEqual({
        metric: 'lcp',
        threshold: 1400,
        canary: { measured: 1, slow: 1 },
        stable: { measured: 3, slow: 0 },
      });
    });

    it('counts what every host served and was told, as the canary watcher reads it', async () => {
      // A second host: its own access log and service, on the same store (PostgreSQL shares it
      // between hosts; on SQLite, two services on one file stand for it). The watcher reads
      // with a connection of its own.
      const otherLog = path.join(store.dir, 'other-host.jsonl');
      const otherDb = await openEventStore(store.location);
      const other = serviceOn(otherDb, otherLog);
      const otherUrl = await listen(other);
      const watcher = await openEventStore(store.location, { readonly: true });
      try {
        serve('000001', '192.0.2.10');
        const here = serve('000002', '192.0.2.20');
        const there = serve('000002', '198.51.100.20', '/stores/', otherLog);
        expect((await post({ ...FAILURE, page: here }, '192.0.2.20')).status).toBe(204);
        expect(
          (
            await post(
              { ...PAGE_ERROR, generation: '000002', page: there },
              '198.51.100.20',
              otherUrl,
            )
          ).status,
        ).toBe(204);
        expect((await figures(watcher)).canary).toEqual({
          generation: '000002',
          loads: 2,
          failingLoads: 2,
          failuresByKind: { render: 1, script: 1 },
        });
      } finally {
        await close(other);
        await otherDb.close();
        await watcher.close();
      }
    });

    it('counts the page loads nginx logged in the second the canary started (its log has whole seconds)', async () => {
      // A canary started at 12:00:00.500 and a page nginx served it at 12:00:00.700: its log
      // ($time_iso8601) says 12:00:00.
      const started = Date.now();
      const second = started - (started % 1000);
      const page = 'load-in-the-first-second';
      appendFileSync(
        accessLog,
        `${JSON.stringify({ time: new Date(second).toISOString().replace('.000Z', '+00:00'), id: page, addr: '192.0.2.10', method: 'GET', path: '/', status: 200, generation: '000002', seconds: 0.001 })}\n`,
      );
      expect((await post({ ...FAILURE, page }, '192.0.2.10')).status).toBe(204);
      // Its failure (received in ms) and its load: not one failing load out of none.
      expect(
        await canaryFigures(db, { canary: '000002', stable: '000001', since: started }),
      ).toMatchObject({ canary: { loads: 1, failingLoads: 1 } });
    });

    it('counts only what was received since the canary started', async () => {
      const page = serve('000002', '192.0.2.10');
      expect((await post({ ...FAILURE, page }, '192.0.2.10')).status).toBe(204);
      expect(
        await canaryFigures(db, { canary: '000002', stable: '000001', since: Date.now() + 60_000 }),
      ).toMatchObject({
        canary: { loads: 0, failingLoads: 0 },
      });
    });
  },
);
