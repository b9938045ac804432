import { bars, formatTime, timeLines, type ReleaseMark } from './charts';
import {
  WINDOW_NAMES,
  type MarketingFigures,
  type SeriesWithReleases,
  type VitalMetric,
  type WindowName,
  type WindowSummary,
} from 'shared-lib/site-events';
import { fetchFigures, type Alerts, type CanaryStatus } from './opsFigures';
import { fill, table } from './tables';

/** The routes drawn on the vitals charts: the most viewed, so that the lines stay readable. */
const ROUTES_DRAWN = 6;
const WINDOW_MS: Record<WindowName, number> = {
  '15m': 15 * 60_000,
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

const canvas = (id: string) => document.getElementById(id) as HTMLCanvasElement;

function windowLinks(current: WindowName): void {
  const nav = document.querySelector('.ops-windows')!;
  nav.replaceChildren(
    ...WINDOW_NAMES.map((name) => {
      const link = document.createElement('a');
      link.href = `?window=${name}`;
      link.textContent = name;
      if (name === current) link.setAttribute('aria-current', 'page');
      return link;
    }),
  );
}

function drawVitals(
  series: SeriesWithReleases,
  marks: ReleaseMark[],
  from: number,
  to: number,
): void {
  const routes = Object.entries(series.routes)
    .map(([route, points]) => ({
      route,
      points,
      views: points.reduce((sum, p) => sum + p.pageViews, 0),
    }))
    .sort((a, b) => b.views - a.views)
    .slice(0, ROUTES_DRAWN);
  const metrics: [VitalMetric, string, string][] = [
    ['lcp', 'Largest Contentful Paint (p75)', 'ms'],
    ['inp', 'Interaction to Next Paint (p75)', 'ms'],
    ['cls', 'Cumulative Layout Shift (p75)', 'shift'],
  ];
  for (const [metric, title, unit] of metrics)
    timeLines(canvas(`chart-${metric}`), {
      title,
      unit,
      marks,
      from,
      to,
      series: routes
        .map(({ route, points }) => ({
          label: route,
          points: points.flatMap((point) =>
            point.p75[metric] === null
              ? []
              : [{ x: Date.parse(point.start), y: point.p75[metric]! }],
          ),
        }))
        .filter((line) => line.points.length > 0),
    });
}

/** Counts by bucket and name, as stacked bars; `pick` chooses and names the series. */
function countBars(
  id: string,
  title: string,
  rows: { start: string; name: string; count: number }[],
  pick: (name: string) => string | null,
): void {
  const picked = rows.filter((row) => pick(row.name) !== null);
  const starts = [...new Set(picked.map((row) => row.start))].sort();
  const names = [...new Set(picked.map((row) => pick(row.name)!))].sort();
  bars(canvas(id), {
    title,
    labels: starts.map((start) => formatTime(Date.parse(start))),
    series: names.map((label) => ({
      label,
      values: starts.map((start) =>
        picked
          .filter((row) => row.start === start && pick(row.name) === label)
          .reduce((sum, row) => sum + row.count, 0),
      ),
    })),
  });
}

function errorsByRelease(summary: WindowSummary): void {
  const byGeneration = new Map<string, Record<string, number>>();
  for (const row of summary.rows)
    for (const [name, count] of Object.entries(row.errors)) {
      const kinds = byGeneration.get(row.generation) ?? {};
      kinds[name] = (kinds[name] ?? 0) + count;
      byGeneration.set(row.generation, kinds);
    }
  const releasesOf = (generation: string) =>
    Object.entries(summary.rows.find((row) => row.generation === generation)?.releases ?? {})
      .map(([remote, release]) => `${remote} ${release ?? 'origin'}`)
      .join(', ');
  fill(
    'errors-by-release',
    table(
      'Errors by kind and release',
      ['Generation', 'Releases', 'Kind', 'Count'],
      [...byGeneration].flatMap(([generation, kinds]) =>
        Object.entries(kinds).map(([kind, count]) => [
          generation || '(not known)',
          releasesOf(generation),
          kind,
          count,
        ]),
      ),
      'none in this window',
    ),
  );
}

function routesTable(summary: WindowSummary): void {
  fill(
    'routes',
    table(
      'Per route and generation',
      [
        'Route',
        'Generation',
        'Page views',
        'Loads',
        'p75 LCP (ms)',
        'p75 INP (ms)',
        'p75 CLS',
        'p75 TTFB (ms)',
        'Errors',
      ],
      summary.rows.map((row) => [
        row.route,
        row.generation || '–',
        row.pageViews,
        row.loads,
        row.p75.lcp,
        row.p75.inp,
        row.p75.cls === null ? null : row.p75.cls.toFixed(3),
        row.p75.ttfb,
        Object.values(row.errors).reduce((sum, count) => sum + count, 0),
      ]),
      'no page views in this window',
    ),
  );
}

function canarySection(canary: CanaryStatus): void {
  const running = canary.running;
  const parts: Node[] = [];
  if (running) {
    const { canary: c, stable: s } = running.figures;
    parts.push(
      table(
        `${running.workspace} ${running.version} for ${running.percent}% since ${formatTime(Date.parse(running.startedAt))}`,
        ['Cohort', 'Generation', 'Page loads', 'Failing loads'],
        [
          ['canary', c.generation, c.loads, c.failingLoads],
          ['stable', s.generation, s.loads, s.failingLoads],
        ],
        '',
      ),
      table(
        `Sequential tests: ${running.verdict.abort ? 'worse than stable' : 'no abort'}`,
        ['Test', 'Verdict', 'Evidence', 'Figures'],
        running.verdict.tests.map((test) => [
          test.name,
          test.verdict,
          test.evidence.toFixed(1),
          test.figures,
        ]),
        '',
      ),
    );
  } else {
    const none = document.createElement('p');
    none.textContent = 'No canary is running.';
    parts.push(none);
  }
  parts.push(
    table(
      'Canaries aborted in the last 30 days',
      ['When', 'Remote', 'Release', 'By', 'Reason'],
      canary.aborted.map((a) => [
        formatTime(Date.parse(a.time)),
        a.workspace,
        a.from,
        a.actor,
        a.reason,
      ]),
      'none',
    ),
  );
  fill('canary', ...parts);
}

function marketingSection(marketing: MarketingFigures): void {
  bars(canvas('chart-views'), {
    title: 'Page views by route',
    labels: marketing.pageViewsByRoute.map((row) => row.route),
    series: [
      { label: 'page views', values: marketing.pageViewsByRoute.map((row) => row.pageViews) },
    ],
    horizontal: true,
  });
  fill(
    'marketing',
    table(
      'Pages viewed most',
      ['Page', 'Views'],
      marketing.topPages.map((r) => [r.path, r.views]),
      'none yet',
    ),
    table(
      'Offers opened',
      ['Offer', 'Views'],
      marketing.offersOpened.map((r) => [r.path, r.views]),
      'none yet',
    ),
    table(
      `Top searches (${marketing.searches} searches)`,
      ['Words', 'Searches'],
      marketing.topSearches.map((r) => [r.query, r.searches]),
      'none searched twice yet',
    ),
    table(
      `Searches with no results (${marketing.searchesWithoutAnyResult} in all)`,
      ['Words', 'Searches'],
      marketing.searchesWithoutResults.map((r) => [r.query, r.searches]),
      'none searched twice yet',
    ),
  );
}

function alertsSection(alerts: Alerts): void {
  const list = alerts.incidents.map((incident) => {
    const item = document.createElement('li');
    item.id = `alert-${incident.rule}`;
    item.className = incident.closedAt === null ? 'ops-alert ops-alert--open' : 'ops-alert';
    const title = document.createElement('strong');
    title.textContent = `${incident.closedAt === null ? 'Open' : 'Closed'}: ${incident.title}`;
    const detail = document.createElement('span');
    detail.textContent = ` ${incident.summary} (since ${formatTime(incident.openedAt)})`;
    item.append(title, detail);
    return item;
  });
  const element = document.createElement(list.length ? 'ul' : 'p');
  if (list.length) element.append(...list);
  else element.textContent = 'No alert has fired.';
  fill('alerts', element);
}

/** Reads every figure of the window and draws the page; says what failed if anything did. */
export async function loadDashboard(address: URL): Promise<void> {
  const asked = address.searchParams.get('window');
  const window = (WINDOW_NAMES as readonly string[]).includes(asked ?? '')
    ? (asked as WindowName)
    : '24h';
  windowLinks(window);
  const status = document.querySelector('.ops-status')!;
  status.textContent = `Loading the last ${window}…`;
  try {
    const [summary, series, marketing, canary, alerts] = await Promise.all([
      fetchFigures<WindowSummary>('summary', window),
      fetchFigures<SeriesWithReleases>('series', window),
      fetchFigures<MarketingFigures>('marketing', window),
      fetchFigures<CanaryStatus>('canary'),
      fetchFigures<Alerts>('alerts'),
    ]);
    const to = Date.now();
    const from = to - WINDOW_MS[window];
    const marks = series.releases.map((release) => ({
      time: Date.parse(release.time),
      label: release.generation ? `${release.action} ${release.generation}` : release.action,
    }));
    alertsSection(alerts);
    drawVitals(series, marks, from, to);
    countBars('chart-errors', 'Errors by kind', series.errors, (name) => name);
    errorsByRelease(summary);
    countBars('chart-forms', 'Submissions and refusals', series.other, (name) =>
      name.startsWith('forms:refused:')
        ? `refused: ${name.slice(14)}`
        : name.startsWith('forms:')
          ? 'stored'
          : null,
    );
    canarySection(canary);
    routesTable(summary);
    marketingSection(marketing);
    status.textContent = `The last ${window}, read at ${formatTime(to)}.`;
  } catch (error) {
    status.textContent = `The figures could not be read: ${(error as Error).message}`;
  }
}
