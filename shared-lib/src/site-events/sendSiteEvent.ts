import type { RemoteName } from '../contracts/remoteModules';
import type { PinnedRelease } from '../contracts/serverRenderer';
import type { RouteName } from '../routes/routeTable';
import { pageLoadId } from './pageLoadId';
import { remoteFailureOf } from './remoteFailure';
import {
  SITE_EVENTS_PATH,
  type PageErrorEvent,
  type PageReleases,
  type SiteEvent,
} from './siteEvent';

/** What the page was rendered with; set once by the shell from the page's pinned release. */
let pinned: PinnedRelease | null = null;

/**
 * The shell names the page's generation and releases when it starts. Until then (and on a page
 * the server did not render, such as the dev servers') nothing is sent: an event says which
 * generation and release it is about, or it is not worth storing.
 */
export function setSiteEventRelease(release: PinnedRelease | null): void {
  pinned = release;
}

/** The page's generation, releases and load id, for an event about it; null without a pinned release. */
export function pageContext(): {
  generation: string;
  releases: PageReleases;
  page: string | null;
} | null {
  if (!pinned) return null;
  const releases = Object.fromEntries(
    Object.entries(pinned.remotes).map(([name, remote]) => [name, remote?.release ?? null]),
  );
  return { generation: pinned.generation, releases, page: pageLoadId() };
}

/**
 * Sends one event with navigator.sendBeacon: the browser queues it and the page never waits for
 * it, nor notices when the endpoint is down or refuses it.
 */
export function sendSiteEvent(event: SiteEvent): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(SITE_EVENTS_PATH, JSON.stringify(event));
  } catch {
    // A beacon the browser will not queue (over its quota) is dropped: reporting never breaks a page.
  }
}

export function sendPageView(route: RouteName, path: string): void {
  const context = pageContext();
  if (!context) return;
  const { generation, releases } = context;
  sendSiteEvent({ type: 'pageview', path, route, generation, releases });
}

/** A page whose scripts fail in a loop must not flood the endpoint: a few errors tell enough. */
const MAX_PAGE_ERRORS = 5;
let pageErrorsSent = 0;

/** Sends a failure of the page outside any remote's part, at most MAX_PAGE_ERRORS a page load. */
export function sendPageError(kind: PageErrorEvent['kind']): void {
  const context = pageContext();
  if (!context || pageErrorsSent >= MAX_PAGE_ERRORS) return;
  pageErrorsSent += 1;
  const { generation, page } = context;
  sendSiteEvent({ type: 'error', path: window.location.pathname, generation, kind, page });
}

/**
 * Sends a reported failure (reportFailure's source and error) when it is one of a remote's part
 * (see remoteFailureOf), or page data that could not be loaded.
 */
export function sendRemoteFailure(source: string, error: unknown): void {
  if (source === 'page data') return sendPageError('page-data');
  const failure = pinned && remoteFailureOf(source, error);
  const context = pageContext();
  if (!pinned || !failure || !context) return;
  const remote = failure.remote as RemoteName | null;
  // A remote the page was rendered without is switched off: its fallback is what was asked for.
  if (remote && !pinned.remotes[remote]) return;
  sendSiteEvent({
    type: 'failure',
    path: window.location.pathname,
    generation: context.generation,
    kind: failure.kind,
    remote,
    release: remote ? (pinned.remotes[remote]?.release ?? null) : null,
    page: context.page,
  });
}

/**
 * Sends a search the search page ran and how many results it found. The words are sent as typed,
 * lowercased and trimmed: the events service holds back anything that looks like an address or
 * a number before storing it (decision 324).
 */
export function sendSearch(query: string, results: number): void {
  const context = pageContext();
  const words = query.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 60);
  if (!context || !words) return;
  sendSiteEvent({ type: 'search', generation: context.generation, query: words, results });
}
