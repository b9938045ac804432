import { REMOTE_NAMES } from 'shared-lib/apps';
import {
  FAILURE_KINDS,
  type FailureKind,
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
const FIELDS = {
  pageview: ['type', 'path', 'generation', 'releases'],
  failure: ['type', 'path', 'generation', 'kind', 'remote', 'release'],
} as const;

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

/**
 * Checks a site event as received (parsed JSON) and returns it typed, or throws a SiteEventError
 * naming the field. Any field beyond the event's own is refused, so nothing about a visitor can
 * be stored by mistake.
 */
export function parseSiteEvent(value: unknown): SiteEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SiteEventError('event', 'expected a JSON object');
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (type !== 'pageview' && type !== 'failure')
    throw new SiteEventError(
      'type',
      `expected "pageview" or "failure", got ${JSON.stringify(type)}`,
    );
  const unknown = Object.keys(record).find(
    (key) => !(FIELDS[type] as readonly string[]).includes(key),
  );
  if (unknown) throw new SiteEventError(unknown, `not a field of a ${type} event`);
  const path = text(record, 'path', PATH);
  const generation = text(record, 'generation', GENERATION);
  if (type === 'pageview') return { type, path, generation, releases: releasesOf(record.releases) };
  const kind = record.kind;
  if (!(FAILURE_KINDS as readonly unknown[]).includes(kind))
    throw new SiteEventError('kind', `expected one of ${FAILURE_KINDS.join(', ')}`);
  if (record.remote !== null && !isRemoteName(record.remote))
    throw new SiteEventError('remote', `expected one of ${REMOTE_NAMES.join(', ')} or null`);
  return {
    type,
    path,
    generation,
    kind: kind as FailureKind,
    remote: record.remote,
    release: release(record.release, 'release'),
  };
}
