import type { EventQueries } from './eventDb';
import {
  VITAL_METRICS,
  type RouteReleaseFigures,
  type SeriesPoint,
  type VitalMetric,
  type WindowName,
  type WindowSeries,
  type WindowSummary,
} from 'shared-lib/site-events';
import { percentileOf } from './histogram';
import { windowRange } from './windows';

/** The most rows a window's query reads: a window's keys are a few thousand at most. */
const ROW_LIMIT = 50_000;

const key = (route: string, generation: string) => `${route}\u0000${generation}`;

/** Each generation's remotes and releases, for the generations counted since `from`. */
async function releasesSince(db: EventQueries, resolution: string, from: number) {
  const rows = await db.all<{ generation: string; remote: string; release: string | null }>(
    `SELECT generation, remote, release FROM generation_releases WHERE generation IN
       (SELECT DISTINCT generation FROM counts WHERE resolution = $1 AND start >= $2)
     ORDER BY generation, remote LIMIT ${ROW_LIMIT}`,
    resolution,
    from,
  );
  const byGeneration = new Map<string, Record<string, string | null>>();
  for (const row of rows)
    byGeneration.set(row.generation, {
      ...byGeneration.get(row.generation),
      [row.remote]: row.release,
    });
  return byGeneration;
}

/**
 * The figures of a window, per route and generation (a generation names each remote's release):
 * page views, page loads, p75 LCP, INP, CLS and TTFB, and errors by kind; read from the time
 * buckets only, so its cost does not grow with the traffic.
 */
export async function windowSummary(
  db: EventQueries,
  window: WindowName,
  now = Date.now(),
): Promise<WindowSummary> {
  const { resolution, from, to } = windowRange(window, now);
  const counts = await db.all<{ route: string; generation: string; name: string; count: number }>(
    `SELECT route, generation, name, SUM(count) AS count FROM counts
     WHERE resolution = $1 AND start >= $2 GROUP BY route, generation, name LIMIT ${ROW_LIMIT}`,
    resolution,
    from,
  );
  const bins = await db.all<{
    route: string;
    generation: string;
    metric: VitalMetric;
    bin: number;
    count: number;
  }>(
    `SELECT route, generation, metric, bin, SUM(count) AS count FROM histograms
     WHERE resolution = $1 AND start >= $2 GROUP BY route, generation, metric, bin LIMIT ${ROW_LIMIT}`,
    resolution,
    from,
  );
  const releases = await releasesSince(db, resolution, from);
  const rows = new Map<string, RouteReleaseFigures>();
  const other: Record<string, number> = {};
  const rowOf = (route: string, generation: string) => {
    let row = rows.get(key(route, generation));
    if (!row) {
      row = {
        route,
        generation,
        releases: releases.get(generation) ?? {},
        pageViews: 0,
        loads: 0,
        vitals: 0,
        p75: { lcp: null, inp: null, cls: null, ttfb: null },
        errors: {},
      };
      rows.set(key(route, generation), row);
    }
    return row;
  };
  for (const { route, generation, name, count } of counts) {
    if (route === '') {
      other[name] = (other[name] ?? 0) + count;
      continue;
    }
    const row = rowOf(route, generation);
    if (name === 'pageview') row.pageViews += count;
    else if (name === 'load') row.loads += count;
    else if (name === 'vitals') row.vitals += count;
    else if (name.startsWith('failure:') || name.startsWith('error:'))
      row.errors[name] = (row.errors[name] ?? 0) + count;
    else other[name] = (other[name] ?? 0) + count;
  }
  const histograms = new Map<string, Map<number, number>>();
  for (const { route, generation, metric, bin, count } of bins) {
    const id = `${key(route, generation)}\u0000${metric}`;
    if (!histograms.has(id)) histograms.set(id, new Map());
    histograms.get(id)!.set(bin, count);
  }
  for (const row of rows.values())
    for (const metric of VITAL_METRICS) {
      const histogram = histograms.get(`${key(row.route, row.generation)}\u0000${metric}`);
      if (histogram) row.p75[metric] = percentileOf(metric, histogram, 0.75);
    }
  return {
    window,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    rows: [...rows.values()].sort(
      (a, b) => a.route.localeCompare(b.route) || b.generation.localeCompare(a.generation),
    ),
    other,
  };
}

/** The window's figures bucket by bucket, for the dashboard's charts over time. */
export async function windowSeries(
  db: EventQueries,
  window: WindowName,
  now = Date.now(),
): Promise<WindowSeries> {
  const { resolution, from } = windowRange(window, now);
  const iso = (start: number) => new Date(start).toISOString();
  const bins = await db.all<{
    start: number;
    route: string;
    metric: VitalMetric;
    bin: number;
    count: number;
  }>(
    `SELECT start, route, metric, bin, SUM(count) AS count FROM histograms
     WHERE resolution = $1 AND start >= $2 GROUP BY start, route, metric, bin LIMIT ${ROW_LIMIT}`,
    resolution,
    from,
  );
  const counts = await db.all<{
    start: number;
    route: string;
    generation: string;
    name: string;
    count: number;
  }>(
    `SELECT start, route, generation, name, SUM(count) AS count FROM counts
     WHERE resolution = $1 AND start >= $2 GROUP BY start, route, generation, name ORDER BY start LIMIT ${ROW_LIMIT}`,
    resolution,
    from,
  );
  const points = new Map<
    string,
    Map<number, SeriesPoint & { histograms: Map<VitalMetric, Map<number, number>> }>
  >();
  const pointOf = (route: string, start: number) => {
    if (!points.has(route)) points.set(route, new Map());
    const byStart = points.get(route)!;
    if (!byStart.has(start))
      byStart.set(start, {
        start: iso(start),
        pageViews: 0,
        p75: { lcp: null, inp: null, cls: null, ttfb: null },
        histograms: new Map(),
      });
    return byStart.get(start)!;
  };
  for (const { start, route, metric, bin, count } of bins) {
    const point = pointOf(route, start);
    if (!point.histograms.has(metric)) point.histograms.set(metric, new Map());
    point.histograms.get(metric)!.set(bin, count);
  }
  const errors: WindowSeries['errors'] = [];
  const other: WindowSeries['other'] = [];
  for (const { start, route, generation, name, count } of counts) {
    if (route === '') other.push({ start: iso(start), name, count });
    else if (name === 'pageview') pointOf(route, start).pageViews += count;
    else if (name.startsWith('failure:') || name.startsWith('error:'))
      errors.push({ start: iso(start), generation, name, count });
  }
  const routes: WindowSeries['routes'] = {};
  for (const [route, byStart] of points)
    routes[route] = [...byStart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, { histograms, ...point }]) => {
        for (const [metric, histogram] of histograms)
          point.p75[metric] = percentileOf(metric, histogram, 0.75);
        return point;
      });
  return { window, resolution, routes, errors, other };
}
