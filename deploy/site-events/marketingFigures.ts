import type { EventQueries } from './eventDb';
import { bucketStart } from './timeBuckets';
import type { MarketingFigures, WindowName } from 'shared-lib/site-events';
import { windowRange } from './windows';

/** A search's words are shown once this many searches used them: one alone may be somebody's name. */
export const MIN_SEARCHES_SHOWN = 2;
const TOP = 20;

/**
 * What marketing asks of the site: pages visited, offers opened, what people search for and
 * what they search for in vain. Counts only: no visitor, address or identifier is behind them,
 * and search words appear only once several searches used them (decision 324).
 */
export async function marketingFigures(
  db: EventQueries,
  window: WindowName,
  now = Date.now(),
): Promise<MarketingFigures> {
  const { resolution, from } = windowRange(window, now);
  const firstDay = bucketStart(from, 'day');
  const routeViews = await db.all<{ route: string; pageViews: number }>(
    `SELECT route, SUM(count) AS "pageViews" FROM counts WHERE resolution = $1 AND start >= $2
     AND name = 'pageview' GROUP BY route ORDER BY "pageViews" DESC, route LIMIT 100`,
    resolution,
    from,
  );
  const pages = (route: string | null) =>
    db.all<{ path: string; views: number }>(
      `SELECT path, SUM(views) AS views FROM daily_paths WHERE day >= $1 ${route ? 'AND route = $2' : ''}
       GROUP BY path ORDER BY views DESC, path LIMIT ${TOP}`,
      firstDay,
      ...(route ? [route] : []),
    );
  const searches = (column: 'searches' | 'empty') =>
    db.all<{ query: string; searches: number }>(
      `SELECT query, SUM(${column}) AS searches FROM daily_searches WHERE day >= $1
       AND query NOT IN ('(withheld)', '(other)') GROUP BY query
       HAVING SUM(${column}) >= ${MIN_SEARCHES_SHOWN} ORDER BY searches DESC, query LIMIT ${TOP}`,
      firstDay,
    );
  const totals = await db.all<{ name: string; count: number }>(
    `SELECT name, SUM(count) AS count FROM counts WHERE resolution = $1 AND start >= $2
     AND name IN ('search', 'search:none') GROUP BY name`,
    resolution,
    from,
  );
  const total = (name: string) => totals.find((row) => row.name === name)?.count ?? 0;
  return {
    window,
    pageViewsByRoute: routeViews,
    topPages: await pages(null),
    offersOpened: await pages('offer-detail'),
    topSearches: await searches('searches'),
    searchesWithoutResults: await searches('empty'),
    searches: total('search'),
    searchesWithoutAnyResult: total('search:none'),
  };
}
