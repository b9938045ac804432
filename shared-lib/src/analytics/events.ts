import { sendPageView, sendRemoteFailure } from '../site-events/sendSiteEvent';
import { pushToDataLayer } from './dataLayer';

/**
 * A page view, reported on each route change with the route name (docs/reference/routes.md), to the data
 * layer and, counted with the page's generation and releases, to the site's own events endpoint.
 */
export function reportPageView(routeName: string, path: string): void {
  pushToDataLayer({ event: 'pageview', routeName, path });
  sendPageView(path);
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
 * A part of the page that failed (a remote that is down, slow or throws, or page data that could
 * not be used): logged to the console and pushed as an analytics event; a remote's failure also
 * goes to the site's own events endpoint, where release health is measured.
 */
export function reportFailure(source: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[${source}]`, error);
  pushToDataLayer({ event: 'site_error', source, message });
  sendRemoteFailure(source, error);
}
