/*
 * What the site events service answers at /admin/ops/api/ (deploy/ops/opsApi.ts) and its
 * dashboard (content/ops) reads: one contract for both sides.
 */

/** The windows figures are read over. */
export const WINDOW_NAMES = ['15m', '1h', '24h', '7d', '30d'] as const;
export type WindowName = (typeof WINDOW_NAMES)[number];

/** The metrics kept as histograms: three web vitals and the time to first byte. */
export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** One route served from one generation (its remotes' releases named) over a window. */
export interface RouteReleaseFigures {
  route: string;
  generation: string;
  releases: Record<string, string | null>;
  /** Page views the pages reported, and page loads the servers served. */
  pageViews: number;
  loads: number;
  /** Page loads that reported their vitals, and the vitals' p75 (null: none reported). */
  vitals: number;
  p75: Record<VitalMetric, number | null>;
  /** Failures of remotes' parts and errors of the page, by kind (`failure:render`, `error:csp`). */
  errors: Record<string, number>;
}

export interface WindowSummary {
  window: WindowName;
  from: string;
  to: string;
  rows: RouteReleaseFigures[];
  /** Everything else counted in the window that is not about a route: forms, servers' answers. */
  other: Record<string, number>;
}

/** One bucket of a route's time series. */
export interface SeriesPoint {
  start: string;
  pageViews: number;
  p75: Record<VitalMetric, number | null>;
}

export interface WindowSeries {
  window: WindowName;
  resolution: string;
  /** Per route, one point per bucket that has figures. */
  routes: Record<string, SeriesPoint[]>;
  /** Per bucket, errors by kind and generation (`error:script`, `failure:render`, …). */
  errors: { start: string; generation: string; name: string; count: number }[];
  /** Per bucket, what is not about a route (forms submissions and refusals, servers' answers). */
  other: { start: string; name: string; count: number }[];
}

/** A change of the release log, marked on the charts' time axis. */
export interface ReleaseChange {
  time: string;
  action: string;
  change: string;
  generation: string | null;
}

/** The series with the window's release changes, as the service answers them. */
export type SeriesWithReleases = WindowSeries & { releases: ReleaseChange[] };

export interface MarketingFigures {
  window: WindowName;
  /** Page views per route over the window. */
  pageViewsByRoute: { route: string; pageViews: number }[];
  /** The pages viewed most, and the offers opened most (days the window touches). */
  topPages: { path: string; views: number }[];
  offersOpened: { path: string; views: number }[];
  /** Searches by their words, and those that found nothing (only words several searches used). */
  topSearches: { query: string; searches: number }[];
  searchesWithoutResults: { query: string; searches: number }[];
  searches: number;
  searchesWithoutAnyResult: number;
}
