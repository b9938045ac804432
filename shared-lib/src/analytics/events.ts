import type { RouteName } from '../routes/routeTable';
import { sendPageView, sendRemoteFailure, sendSearch } from '../site-events/sendSiteEvent';
import { pushToDataLayer } from './dataLayer';

/**
 * A page view, reported on each route change with the route name (docs/reference/routes.md), to the data
 * layer and, counted with the page's generation and releases, to the site's own events endpoint.
 */
export function reportPageView(routeName: RouteName, path: string): void {
  pushToDataLayer({ event: 'pageview', routeName, path });
  sendPageView(routeName, path);
}

export interface Interaction {
  target: string;
  action: string;
  properties?: Record<string, unknown>;
  value?: number | string;
  interactionType: string;
}

/** An interaction event: target, action, properties, value and interaction type. */
export function reportInteraction(interaction: Interaction): void {
  pushToDataLayer({ event: 'interaction', ...interaction });
}

/**
 * A search the search page ran: an interaction for the data layer, with its words and the number
 * of results, and a `search` event for the site's own figures (top searches, searches that found
 * nothing).
 */
export function reportSearch(query: string, results: number): void {
  reportInteraction({
    target: 'site-search',
    action: 'search',
    properties: { query },
    value: results,
    interactionType: 'search',
  });
  sendSearch(query, results);
}

/**
 * A part of the page that failed (a remote that is down, slow or throws, or page data that could
 * not be used): logged to the console and pushed as an analytics event; a remote's failure and
 * page data that failed to load also go to the site's own events endpoint, where release health
 * is measured.
 */
export function reportFailure(source: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[${source}]`, error);
  pushToDataLayer({ event: 'site_error', source, message });
  sendRemoteFailure(source, error);
}
