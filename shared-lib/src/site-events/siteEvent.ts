import type { RemoteName } from '../contracts/remoteModules';

/** Where the browser sends site events: a path on the page's own origin. */
export const SITE_EVENTS_PATH = '/site-events/';

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

/** Each remote's release a page was rendered with (null: the build at the remote's origin). */
export type PageReleases = Partial<Record<RemoteName, string | null>>;

/** A page was shown: counted, with what it was rendered from; nothing about the visitor. */
export interface PageViewEvent {
  type: 'pageview';
  path: string;
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
}

export type SiteEvent = PageViewEvent | RemoteFailureEvent;
