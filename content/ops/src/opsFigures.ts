/*
 * The figures the site events service answers at /admin/ops/api/ (deploy/ops/opsApi.ts), as far
 * as the dashboard reads them.
 */

export const WINDOWS = ['15m', '1h', '24h', '7d', '30d'] as const;
export type WindowName = (typeof WINDOWS)[number];

export type VitalMetric = 'lcp' | 'inp' | 'cls' | 'ttfb';

export interface RouteReleaseFigures {
  route: string;
  generation: string;
  releases: Record<string, string | null>;
  pageViews: number;
  loads: number;
  vitals: number;
  p75: Record<VitalMetric, number | null>;
  errors: Record<string, number>;
}

export interface Summary {
  window: WindowName;
  rows: RouteReleaseFigures[];
  other: Record<string, number>;
}

export interface Series {
  resolution: 'minute' | 'hour' | 'day';
  routes: Record<
    string,
    { start: string; pageViews: number; p75: Record<VitalMetric, number | null> }[]
  >;
  errors: { start: string; generation: string; name: string; count: number }[];
  other: { start: string; name: string; count: number }[];
  releases: { time: string; action: string; change: string; generation: string | null }[];
}

export interface Marketing {
  pageViewsByRoute: { route: string; pageViews: number }[];
  topPages: { path: string; views: number }[];
  offersOpened: { path: string; views: number }[];
  topSearches: { query: string; searches: number }[];
  searchesWithoutResults: { query: string; searches: number }[];
  searches: number;
  searchesWithoutAnyResult: number;
}

export interface CanaryStatus {
  running: {
    workspace: string;
    version: string;
    percent: number;
    startedAt: string;
    figures: {
      canary: { generation: string; loads: number; failingLoads: number };
      stable: { generation: string; loads: number; failingLoads: number };
    };
    verdict: {
      abort: boolean;
      tests: { name: string; evidence: number; verdict: string; figures: string }[];
    };
  } | null;
  aborted: {
    time: string;
    workspace: string | null;
    from: string | null;
    actor: string | null;
    reason: string | null;
    figures: string | null;
  }[];
}

export interface Alerts {
  incidents: {
    rule: string;
    title: string;
    summary: string;
    figures: string[];
    openedAt: number;
    closedAt: number | null;
  }[];
}

const API = '/admin/ops/api/';

/** One of the service's answers; throws naming the address and the service's words. */
export async function fetchFigures<T>(what: string, window?: WindowName): Promise<T> {
  const address = `${API}${what}${window ? `?window=${window}` : ''}`;
  const answer = await fetch(address, { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}
