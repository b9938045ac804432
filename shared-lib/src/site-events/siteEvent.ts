import type { RemoteName } from '../contracts/remoteModules';
import type { RouteName } from '../routes/routeTable';

/** Where the browser sends site events: a path on the page's own origin. */
export const SITE_EVENTS_PATH = '/site-events/';

/** Where browsers send Content-Security-Policy violation reports (the policy's report-uri). */
export const CSP_REPORTS_PATH = `${SITE_EVENTS_PATH}csp`;

/**
 * The response header in which the server names a page load (`Server-Timing: page;desc="…"`): a
 * random id the server logged with the load, which the page's reports carry so that the events
 * service counts them only for a page a server really served (decision 323).
 */
export const PAGE_LOAD_TIMING = 'page';

/** How a remote's part of a page failed. */
export const FAILURE_KINDS = [
  'manifest',
  'entry',
  'module',
  'render',
  'hydration',
  'timeout',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/**
 * A failure of the page itself, outside any remote's boundary: an uncaught script error, an
 * unhandled promise rejection, page data that could not be loaded; `csp` comes from the
 * browser's own violation reports, never from a page's beacon.
 */
export const PAGE_ERROR_KINDS = ['script', 'rejection', 'page-data', 'csp'] as const;
export type PageErrorKind = (typeof PAGE_ERROR_KINDS)[number];

/** A coarse device class from the viewport and pointer: never the browser's own name. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Each remote's release a page was rendered with (null: the build at the remote's origin). */
export type PageReleases = Partial<Record<RemoteName, string | null>>;

/** A page was shown: counted, with what it was rendered from; nothing about the visitor. */
export interface PageViewEvent {
  type: 'pageview';
  path: string;
  route: RouteName;
  generation: string;
  releases: PageReleases;
}

/** A remote's part of a page failed (remote null: the page cannot tell which remote). */
export interface RemoteFailureEvent {
  type: 'failure';
  path: string;
  generation: string;
  kind: FailureKind;
  remote: RemoteName | null;
  release: string | null;
  /** The server's id of the page load (PAGE_LOAD_TIMING), null when the page has none. */
  page: string | null;
}

/** The page failed outside a remote's part (see PAGE_ERROR_KINDS). */
export interface PageErrorEvent {
  type: 'error';
  path: string;
  generation: string;
  kind: Exclude<PageErrorKind, 'csp'>;
  page: string | null;
}

/**
 * How the page load felt, measured by the browser (web-vitals): LCP, INP and TTFB in
 * milliseconds, CLS unitless; null when the browser did not report it (INP without an
 * interaction). One per page load, sent when the page is first hidden.
 */
export interface VitalsEvent {
  type: 'vitals';
  path: string;
  route: RouteName;
  generation: string;
  releases: PageReleases;
  device: DeviceClass;
  page: string | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
}

/** A search a visitor ran on the search page and how many results it found. */
export interface SearchEvent {
  type: 'search';
  generation: string;
  query: string;
  results: number;
}

export type SiteEvent =
  PageViewEvent | RemoteFailureEvent | PageErrorEvent | VitalsEvent | SearchEvent;
