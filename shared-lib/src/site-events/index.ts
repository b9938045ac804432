export {
  SITE_EVENTS_PATH,
  CSP_REPORTS_PATH,
  PAGE_LOAD_TIMING,
  FAILURE_KINDS,
  PAGE_ERROR_KINDS,
  DEVICE_CLASSES,
  type FailureKind,
  type PageErrorKind,
  type DeviceClass,
  type PageReleases,
  type PageViewEvent,
  type RemoteFailureEvent,
  type PageErrorEvent,
  type VitalsEvent,
  type SearchEvent,
  type SiteEvent,
} from './siteEvent';
export { remoteFailureOf, type RemoteFailure } from './remoteFailure';
export {
  setSiteEventRelease,
  sendPageView,
  sendRemoteFailure,
  sendPageError,
  sendSearch,
} from './sendSiteEvent';
export {
  WINDOW_NAMES,
  VITAL_METRICS,
  type WindowName,
  type VitalMetric,
  type RouteReleaseFigures,
  type WindowSummary,
  type SeriesPoint,
  type WindowSeries,
  type ReleaseChange,
  type SeriesWithReleases,
  type MarketingFigures,
} from './opsFigures';
