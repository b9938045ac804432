import type { SiteEvent } from 'shared-lib/site-events';
import { eventCount, openEventStore, recordEvent, type EventDb } from './eventStore';
import { marketingFigures } from './marketingFigures';
import { releaseHealth } from './releaseHealth';
import { applyRetention } from './retention';
import { PAGE_ERROR, PAGE_VIEW, SEARCH, VITALS } from './siteEventExamples';
import { EVENT_ENGINES, testEventsLocation } from './testEventStore';
import { windowSeries, windowSummary } from './windowSummary';
import { parseWindow } from './windows';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 2026-11-27 10:30 UTC: a fixed now, so every bucket is where the test says. */
const NOW = Date.parse('2026-11-27T10:30:00Z');

describe.each(EVENT_ENGINES)('time windows and retention of the events store (%s)', (engine) => {
  let location: Awaited<ReturnType<typeof testEventsLocation>>;
  let db: EventDb;
  const store = (event: object, ago: number) =>
    recordEvent(db, {
      event: event as SiteEvent,
      receivedAt: NOW - ago,
      verified: false,
      counted: false,
      servedGeneration: true,
    });

  beforeEach(async () => {
    location = await testEventsLocation(engine);
    db = await openEventStore(location.location);
  });
  afterEach(async () => {
    await db.close();
    await location.remove();
  });
  const countOf = async (sql: string) => (await db.all<{ n: number }>(sql))[0]!.n;

  it('reads 15 minutes, an hour and a day from the buckets, per route and release', async () => {
    await store(PAGE_VIEW, 5 * MINUTE);
    await store(PAGE_VIEW, 40 * MINUTE);
    await store(PAGE_VIEW, 5 * 60 * MINUTE);
    await store({ ...PAGE_VIEW, generation: '000003' }, 2 * MINUTE);
    await store(PAGE_ERROR, 50 * MINUTE);
    for (const [lcp, ago] of [
      [1000, 1],
      [1100, 2],
      [1200, 3],
      [4000, 4],
      [9000, 100],
    ] as const)
      await store(
        { ...VITALS, lcp, route: 'gift-generator', path: '/gift-generator/' },
        ago * MINUTE,
      );

    const views = async (window: '15m' | '1h' | '24h') =>
      Object.fromEntries(
        (await windowSummary(db, window, NOW)).rows.map((row) => [
          `${row.route} ${row.generation}`,
          row.pageViews,
        ]),
      );
    expect(await views('15m')).toEqual({ 'gift-generator 000003': 1, 'gift-generator 000002': 1 });
    expect(await views('1h')).toEqual({
      'gift-generator 000003': 1,
      'gift-generator 000002': 2,
      'store-directory 000002': 0,
    });
    expect(await views('24h')).toMatchObject({ 'gift-generator 000002': 3 });

    const hour = await windowSummary(db, '1h', NOW);
    const gifts = hour.rows.find(
      (row) => row.route === 'gift-generator' && row.generation === '000002',
    )!;
    expect(gifts).toMatchObject({ releases: { gifts: 'v2', stores: null }, vitals: 4 });
    // Read from bins (interpolated inside the bin): INP 96 ms, CLS 0.012 and TTFB 210 ms every time.
    expect(gifts.p75.inp).toBeGreaterThan(50);
    expect(gifts.p75.inp).toBeLessThanOrEqual(100);
    expect(gifts.p75.cls).toBeGreaterThan(0.01);
    expect(gifts.p75.cls).toBeLessThanOrEqual(0.02);
    expect(gifts.p75.ttfb).toBeGreaterThan(200);
    expect(gifts.p75.ttfb).toBeLessThanOrEqual(250);
    // p75 of 1000, 1100, 1200 and 4000 ms, read from 50 ms bins: within a bin of the exact 1200.
    expect(gifts.p75.lcp).toBeGreaterThanOrEqual(1150);
    expect(gifts.p75.lcp).toBeLessThanOrEqual(1200);
    expect(hour.rows.find((row) => row.route === 'store-directory')!.errors).toEqual({
      'error:script': 1,
    });
    expect(
      (await windowSummary(db, '24h', NOW)).rows.find(
        (r) => r.generation === '000002' && r.route === 'gift-generator',
      )!.vitals,
    ).toBe(5);
  });

  it('draws each route bucket by bucket, errors beside', async () => {
    await store(PAGE_VIEW, 5 * MINUTE);
    await store(PAGE_VIEW, 65 * MINUTE);
    await store(PAGE_ERROR, 65 * MINUTE);
    const series = await windowSeries(db, '24h', NOW);
    expect(series.resolution).toBe('hour');
    expect(series.routes['gift-generator']!.map((point) => [point.start, point.pageViews])).toEqual(
      [
        ['2026-11-27T09:00:00.000Z', 1],
        ['2026-11-27T10:00:00.000Z', 1],
      ],
    );
    expect(series.errors).toEqual([
      { start: '2026-11-27T09:00:00.000Z', generation: '000002', name: 'error:script', count: 1 },
    ]);
  });

  it('forgets raw events after the retention, keeps the hours and days, and stays bounded', async () => {
    await store(PAGE_VIEW, 20 * DAY);
    await store(PAGE_VIEW, 3 * DAY);
    await store(PAGE_VIEW, 1 * MINUTE);
    expect(await applyRetention(db, 14, NOW)).toMatchObject({ events: 1 });
    expect(await eventCount(db)).toBe(2);
    // The 20-day-old view is gone from the raw events and the minutes, not from the days.
    expect(
      await countOf(
        "SELECT COUNT(*) AS n FROM counts WHERE resolution = 'day' AND name = 'pageview'",
      ),
    ).toBe(3);
    expect(await countOf("SELECT COUNT(*) AS n FROM counts WHERE resolution = 'minute'")).toBe(1);
    expect((await applyRetention(db, 2, NOW)).events).toBe(1);
  });

  it('answers release status over 33,000 made-up generations without an oversized statement', async () => {
    const madeUp = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 32999)`;
    await db.run(
      `${madeUp} INSERT INTO generation_releases (generation, remote, release, first_seen)
       SELECT 'made-up-' || i, 'gifts', 'v9', ${NOW} FROM n`,
    );
    await db.run(
      `${madeUp} INSERT INTO events (received_at, type, path, route, generation)
       SELECT ${NOW}, 'pageview', '/', 'home', 'made-up-' || i FROM n`,
    );
    const started = performance.now();
    const rows = await releaseHealth(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ remote: 'gifts', release: 'v9', pageViews: 33_000 });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('gives marketing pages, offers and searches, words only once several searches used them', async () => {
    await store({ ...PAGE_VIEW, path: '/offers/half-price-shoes/', route: 'offer-detail' }, MINUTE);
    await store({ ...PAGE_VIEW, path: '/offers/half-price-shoes/', route: 'offer-detail' }, MINUTE);
    await store({ ...PAGE_VIEW, path: '/stores/', route: 'store-directory' }, MINUTE);
    await store(SEARCH, MINUTE);
    await store(SEARCH, 2 * MINUTE);
    await store({ ...SEARCH, query: 'xmas lights', results: 0 }, MINUTE);
    await store({ ...SEARCH, query: 'xmas lights', results: 0 }, MINUTE);
    await store({ ...SEARCH, query: 'ana smith', results: 0 }, MINUTE);
    await store({ ...SEARCH, query: 'ana@example.com', results: 0 }, MINUTE);
    await store({ ...SEARCH, query: 'call 0412 345 678', results: 0 }, MINUTE);
    expect(await marketingFigures(db, '24h', NOW)).toEqual({
      window: '24h',
      pageViewsByRoute: [
        { route: 'offer-detail', pageViews: 2 },
        { route: 'store-directory', pageViews: 1 },
      ],
      topPages: [
        { path: '/offers/half-price-shoes/', views: 2 },
        { path: '/stores/', views: 1 },
      ],
      offersOpened: [{ path: '/offers/half-price-shoes/', views: 2 }],
      topSearches: [
        { query: 'nike shoes', searches: 2 },
        { query: 'xmas lights', searches: 2 },
      ],
      searchesWithoutResults: [{ query: 'xmas lights', searches: 2 }],
      searches: 7,
      searchesWithoutAnyResult: 5,
    });
    const words = await db.all('SELECT query FROM daily_searches ORDER BY query');
    expect(words).toEqual([
      { query: '(withheld)' },
      { query: 'ana smith' },
      { query: 'nike shoes' },
      { query: 'xmas lights' },
    ]);
  });

  it('names the windows it reads', () => {
    expect(parseWindow('1h')).toBe('1h');
    expect(() => parseWindow('2h')).toThrow('window "2h": expected one of 15m, 1h, 24h, 7d, 30d');
  });
});
