import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_CANARY_LIMITS, canaryVerdict } from '../canary/canaryVerdict';
import { canaryFigures } from '../site-events/cohortFigures';
import type { EventQueries } from '../site-events/eventDb';
import { readSiteState } from '../site-state/stateFile';
import { marketingFigures } from '../site-events/marketingFigures';
import { windowSeries, windowSummary } from '../site-events/windowSummary';
import type { ReleaseChange, WindowName } from 'shared-lib/site-events';
import { parseWindow, WINDOWS } from '../site-events/windows';
import type { IncidentStore } from './alerts/incidents';
import { textField } from './releaseLogLines';
import type { ReleaseLogSource } from './releaseLogSource';

/** The path the dashboard's figures are asked at (the site proxies /admin/ops/api/ here). */
export const OPS_API_PATH = '/ops/';

export interface OpsApiOptions {
  db: EventQueries;
  /** The site's state folder: its state document says which canary runs. */
  stateDir: string | null;
  releaseLog: ReleaseLogSource | null;
  incidents: IncidentStore | null;
  now?: () => number;
}

/** The release log's changes within a window: the marks on the charts' time axis. */
async function releaseMarks(
  source: ReleaseLogSource | null,
  window: WindowName,
  now: number,
): Promise<ReleaseChange[]> {
  if (!source) return [];
  const from = now - WINDOWS[window].ms;
  return (await source())
    .filter((line) => line.time >= from)
    .map((line) => ({
      time: new Date(line.time).toISOString(),
      action: line.action,
      change: textField(line, 'change') ?? line.action,
      generation: textField(line, 'generation') ?? null,
    }));
}

/** The running canary with its figures and verdict, and the canaries aborted in the last 30 days. */
async function canaryStatus({ db, stateDir, releaseLog, now = Date.now }: OpsApiOptions) {
  const canary = (stateDir && readSiteState(stateDir)?.canary) || null;
  const figures =
    canary &&
    (await canaryFigures(db, {
      canary: canary.generation,
      stable: canary.stableGeneration,
      since: Date.parse(canary.startedAt),
    }));
  const from = now() - WINDOWS['30d'].ms;
  const lines = releaseLog ? await releaseLog() : [];
  return {
    running: canary && {
      ...canary,
      figures,
      verdict: canaryVerdict(figures!, { ...DEFAULT_CANARY_LIMITS, ...canary.limits }),
    },
    aborted: lines
      .filter((line) => line.action === 'abort' && line.time >= from)
      .reverse()
      .map((line) => ({
        time: new Date(line.time).toISOString(),
        ...Object.fromEntries(
          ['workspace', 'from', 'actor', 'reason', 'figures'].map((name) => [
            name,
            textField(line, name) ?? null,
          ]),
        ),
      })),
  };
}

/**
 * The dashboard's figures as JSON: `GET /ops/summary`, `/ops/series` and `/ops/marketing` with
 * `?window=15m|1h|24h|7d|30d`, `/ops/canary` and `/ops/alerts`. Reached from this machine only
 * (the site's servers pass `/admin/ops/api/` on to it, where /admin/ is served). Returns whether
 * the request was one of them.
 */
export function opsApi(options: OpsApiOptions) {
  const { db, releaseLog, incidents, now = Date.now } = options;
  const routes: Record<string, (window: () => WindowName) => Promise<unknown>> = {
    summary: (window) => windowSummary(db, window(), now()),
    series: async (window) => ({
      ...(await windowSeries(db, window(), now())),
      releases: await releaseMarks(releaseLog, window(), now()),
    }),
    marketing: (window) => marketingFigures(db, window(), now()),
    canary: () => canaryStatus(options),
    alerts: async () => ({ incidents: (await incidents?.latest()) ?? [] }),
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(OPS_API_PATH)) return false;
    const answer = (status: number, body: unknown) =>
      res
        .writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(`${JSON.stringify(body)}\n`);
    const route = routes[url.pathname.slice(OPS_API_PATH.length)];
    if (!route) answer(404, { error: `No figures at ${url.pathname}` });
    else if (req.method !== 'GET') answer(405, { error: 'GET only' });
    else {
      let window: WindowName;
      try {
        window = parseWindow(url.searchParams.get('window') ?? '24h');
      } catch (error) {
        answer(400, { error: (error as Error).message });
        return true;
      }
      route(() => window).then(
        (body) => answer(200, body),
        (error: Error) => answer(500, { error: error.message }),
      );
    }
    return true;
  };
}
