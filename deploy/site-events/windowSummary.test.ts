import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { SiteEvent } from 'shared-lib/site-events';
import { inTransaction } from 'forms-api/sql';
import { eventCount, openEventStore, recordEvent } from './eventStore';
import { marketingFigures } from './marketingFigures';
import { releaseHealth } from './releaseHealth';
import { applyRetention } from './retention';
import { PAGE_ERROR, PAGE_VIEW, SEARCH, VITALS } from './siteEventExamples';
import { windowSeries, windowSummary } from './windowSummary';
import { parseWindow } from './windows';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 2026-11-27 10:30 UTC: a fixed now, so every bucket is where the test says. */
const NOW = Date.parse('2026-11-27T10:30:00Z');

describe('time windows and retention of the events store (a real SQLite file)', () => {
  let dir: string;
  let db: DatabaseSync;
  const store = (event: object, ago: number) =>
    recordEvent(db, {
      event: event as SiteEvent,
      receivedAt: NOW - ago,
      verified: false,
      counted: false,
      servedGeneration: true,
    });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-events-windows-'));
    db = openEventStore(path.join(dir, 'events.sqlite'));
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads 15 minutes, an hour and a day from the buckets, per route and release', () => {
    store(PAGE_VIEW, 5 * MINUTE);
    store(PAGE_VIEW, 40 * MINUTE);
    store(PAGE_VIEW, 5 * 60 * MINUTE);
    store({ ...PAGE_VIEW, generation: '000003' }, 2 * MINUTE);
    store(PAGE_ERROR, 50 * MINUTE);
    for (const [lcp, ago] of [
      [1000, 1],
      [1100, 2],
      [1200, 3],
      [4000, 4],
      [9000, 100],
    ] as const)
      store({ ...VITALS, lcp, route: 'gift-generator', path: '/gift-generator/' }, ago * MINUTE);

    const views = (window: '15m' | '1h' | '24h') =>
      Object.fromEntries(
        windowSummary(db, window, NOW).rows.map((row) => [
          `${row.route} ${row.generation}`,
          row.pageViews,
        ]),
      );
    expect(views('15m')).toEqual({ 'gift-generator 000003': 1, 'gift-generator 000002': 1 });
    expect(views('1h')).toEqual({
      'gift-generator 000003': 1,
      'gift-generator 000002': 2,
      'store-directory 000002': 0,
    });
    expect(views('24h')).toMatchObject({ 'gift-generator 000002': 3 });

    const hour = windowSummary(db, '1h', NOW);
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
      windowSummary(db, '24h', NOW).rows.find(
        (r) => r.generation === '000002' && r.route === 'gift-generator',
      )!.vitals,
    ).toBe(5);
  });

  it('draws each route bucket by bucket, errors beside', () => {
    store(PAGE_VIEW, 5 * MINUTE);
    store(PAGE_VIEW, 65 * MINUTE);
    store(PAGE_ERROR, 65 * MINUTE);
    const series = windowSeries(db, '24h', NOW);
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

  it('forgets raw events after the retention, keeps the hours and days, and stays bounded', () => {
    store(PAGE_VIEW, 20 * DAY);
    store(PAGE_VIEW, 3 * DAY);
    store(PAGE_VIEW, 1 * MINUTE);
    expect(applyRetention(db, 14, NOW)).toMatchObject({ events: 1 });
    expect(eventCount(db)).toBe(2);
    // The 20-day-old view is gone from the raw events and the minutes, not from the days.
    const days = db
      .prepare("SELECT COUNT(*) AS n FROM counts WHERE resolution = 'day' AND name = 'pageview'")
      .get() as { n: number };
    expect(days.n).toBe(3);
    const minutes = db
      .prepare("SELECT COUNT(*) AS n FROM counts WHERE resolution = 'minute'")
      .get() as { n: number };
    expect(minutes.n).toBe(1);
    expect(applyRetention(db, 2, NOW).events).toBe(1);
  });

  it('answers release status over 33,000 made-up generations without an oversized statement', () => {
    inTransaction(db, () => {
      const known = db.prepare(
        "INSERT INTO generation_releases (generation, remote, release, first_seen) VALUES (?, 'gifts', 'v9', ?)",
      );
      const view = db.prepare(
        "INSERT INTO events (received_at, type, path, generation) VALUES (?, 'pageview', '/', ?)",
      );
      for (let i = 0; i < 33_000; i += 1) {
        known.run(`made-up-${i}`, NOW);
        view.run(NOW, `made-up-${i}`);
      }
    });
    const started = performance.now();
    const rows = releaseHealth(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ remote: 'gifts', release: 'v9', pageViews: 33_000 });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('gives marketing pages, offers and searches, words only once several searches used them', () => {
    store({ ...PAGE_VIEW, path: '/offers/half-price-shoes/', route: 'offer-detail' }, MINUTE);
    store({ ...PAGE_VIEW, path: '/offers/half-price-shoes/', route: 'offer-detail' }, MINUTE);
    store({ ...PAGE_VIEW, path: '/stores/', route: 'store-directory' }, MINUTE);
    store(SEARCH, MINUTE);
    store(SEARCH, 2 * MINUTE);
    store({ ...SEARCH, query: 'xmas lights', results: 0 }, MINUTE);
    store({ ...SEARCH, query: 'xmas lights', results: 0 }, MINUTE);
    store({ ...SEARCH, query: 'ana smith', results: 0 }, MINUTE);
    store({ ...SEARCH, query: 'ana@example.com', results: 0 }, MINUTE);
    store({ ...SEARCH, query: 'call 0412 345 678', results: 0 }, MINUTE);
    expect(marketingFigures(db, '24h', NOW)).toEqual({
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
    const words = db.prepare('SELECT query FROM daily_searches ORDER BY query').all();
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
