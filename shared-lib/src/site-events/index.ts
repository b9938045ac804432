export {
  SITE_EVENTS_PATH,
  FAILURE_KINDS,
  type FailureKind,
  type PageReleases,
  type PageViewEvent,
  type RemoteFailureEvent,
  type SiteEvent,
} from './siteEvent';
export { remoteFailureOf, type RemoteFailure } from './remoteFailure';
export { setSiteEventRelease, sendPageView, sendRemoteFailure } from './sendSiteEvent';
