import { REMOTE_NAMES } from 'shared-lib/apps';
import { routeTable, type RouteName } from 'shared-lib/routes';
import {
  DEVICE_CLASSES,
  FAILURE_KINDS,
  PAGE_ERROR_KINDS,
  type DeviceClass,
  type FailureKind,
  type PageErrorEvent,
  type PageReleases,
  type SiteEvent,
} from 'shared-lib/site-events';
import type { RemoteName } from 'shared-lib/contracts';

/** A site event that cannot be accepted, naming the field at fault. */
export class SiteEventError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'SiteEventError';
  }
}

const PATH = /^\/[\w\-./%~]{0,299}$/;
const GENERATION = /^[\w-]{1,40}$/;
const RELEASE = /^[\w.-]{1,64}$/;
const PAGE_LOAD = /^[\w-]{8,64}$/;
const FIELDS = {
  pageview: ['type', 'path', 'route', 'generation', 'releases'],
  failure: ['type', 'path', 'generation', 'kind', 'remote', 'release', 'page'],
  error: ['type', 'path', 'generation', 'kind', 'page'],
  vitals: [
    'type',
    'path',
    'route',
    'generation',
    'releases',
    'device',
    'page',
    'lcp',
    'inp',
    'cls',
    'ttfb',
  ],
  search: ['type', 'generation', 'query', 'results'],
} as const;
type EventType = keyof typeof FIELDS;
const TYPES = Object.keys(FIELDS) as EventType[];
const ROUTES = routeTable.map((route) => route.name) as readonly string[];
/** Page errors a page may send itself: CSP violations come from the browser's own reports. */
const BEACON_ERROR_KINDS = PAGE_ERROR_KINDS.filter((kind) => kind !== 'csp');

/** The largest value a metric can sensibly take: a minute, or a layout shifted 100 times. */
const METRIC_LIMITS = { lcp: 60_000, inp: 60_000, ttfb: 60_000, cls: 100 } as const;

const isRemoteName = (value: unknown): value is RemoteName =>
  (REMOTE_NAMES as readonly unknown[]).includes(value);

function text(record: Record<string, unknown>, field: string, pattern: RegExp): string {
  const value = record[field];
  if (typeof value !== 'string' || !pattern.test(value))
    throw new SiteEventError(
      field,
      `expected text matching ${pattern}, got ${JSON.stringify(value)}`,
    );
  return value;
}

function oneOf<T extends string>(
  record: Record<string, unknown>,
  field: string,
  values: readonly T[],
): T {
  const value = record[field];
  if (!(values as readonly unknown[]).includes(value))
    throw new SiteEventError(field, `expected one of ${values.join(', ')}`);
  return value as T;
}

function release(value: unknown, field: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !RELEASE.test(value))
    throw new SiteEventError(
      field,
      `expected a release name or null, got ${JSON.stringify(value)}`,
    );
  return value;
}

function releasesOf(value: unknown): PageReleases {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SiteEventError('releases', 'expected an object of release by remote');
  const releases: PageReleases = {};
  for (const [name, version] of Object.entries(value)) {
    if (!isRemoteName(name))
      throw new SiteEventError(`releases.${name}`, 'not a remote of the site');
    releases[name] = release(version, `releases.${name}`);
  }
  return releases;
}

function pageLoad(record: Record<string, unknown>): string | null {
  return record.page === null ? null : text(record, 'page', PAGE_LOAD);
}

function metric(record: Record<string, unknown>, field: keyof typeof METRIC_LIMITS) {
  const value = record[field];
  if (value === null) return null;
  if (typeof value !== 'number' || !(value >= 0 && value <= METRIC_LIMITS[field]))
    throw new SiteEventError(
      field,
      `expected a number from 0 to ${METRIC_LIMITS[field]} or null, got ${JSON.stringify(value)}`,
    );
  return value;
}

function wholeNumber(record: Record<string, unknown>, field: string, max: number): number {
  const value = record[field];
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > max)
    throw new SiteEventError(field, `expected a whole number from 0 to ${max}`);
  return value as number;
}

/**
 * Checks a site event as received (parsed JSON) and returns it typed, or throws a SiteEventError
 * naming the field. Any field beyond the event's own is refused, so nothing about a visitor can
 * be stored by mistake.
 */
export function parseSiteEvent(value: unknown): SiteEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SiteEventError('event', 'expected a JSON object');
  const record = value as Record<string, unknown>;
  const type = record.type as EventType;
  if (!TYPES.includes(type))
    throw new SiteEventError(
      'type',
      `expected one of ${TYPES.join(', ')}, got ${JSON.stringify(record.type)}`,
    );
  const unknown = Object.keys(record).find(
    (key) => !(FIELDS[type] as readonly string[]).includes(key),
  );
  if (unknown) throw new SiteEventError(unknown, `not a field of a ${type} event`);
  const generation = text(record, 'generation', GENERATION);
  if (type === 'search') {
    const query = record.query;
    if (typeof query !== 'string' || query.length === 0 || query.length > 60)
      throw new SiteEventError('query', 'expected the search words, 1 to 60 characters');
    return { type, generation, query, results: wholeNumber(record, 'results', 100_000) };
  }
  const path = text(record, 'path', PATH);
  if (type === 'pageview')
    return {
      type,
      path,
      route: oneOf(record, 'route', ROUTES) as RouteName,
      generation,
      releases: releasesOf(record.releases),
    };
  if (type === 'error')
    return {
      type,
      path,
      generation,
      kind: oneOf(record, 'kind', BEACON_ERROR_KINDS) as PageErrorEvent['kind'],
      page: pageLoad(record),
    };
  if (type === 'vitals')
    return {
      type,
      path,
      route: oneOf(record, 'route', ROUTES) as RouteName,
      generation,
      releases: releasesOf(record.releases),
      device: oneOf(record, 'device', DEVICE_CLASSES) as DeviceClass,
      page: pageLoad(record),
      lcp: metric(record, 'lcp'),
      inp: metric(record, 'inp'),
      cls: metric(record, 'cls'),
      ttfb: metric(record, 'ttfb'),
    };
  const kind = oneOf(record, 'kind', FAILURE_KINDS) as FailureKind;
  if (record.remote !== null && !isRemoteName(record.remote))
    throw new SiteEventError('remote', `expected one of ${REMOTE_NAMES.join(', ')} or null`);
  return {
    type,
    path,
    generation,
    kind,
    remote: record.remote,
    release: release(record.release, 'release'),
    page: pageLoad(record),
  };
}
