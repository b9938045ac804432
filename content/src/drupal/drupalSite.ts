import { DrupalError } from './DrupalError';

/** How much one read of Drupal may take; every refusal names the limit and its variable. */
export interface DrupalLimits {
  /** JSON:API pages read, across every collection. */
  pages: number;
  /** Bytes of one JSON:API answer. */
  responseBytes: number;
  /** Bytes of one picture. */
  pictureBytes: number;
  /** Seconds for the whole read, pictures included. */
  seconds: number;
}

const MB = 1024 * 1024;

/**
 * Far above the centre's content (a few hundred items, 50 a page; pictures of a few hundred
 * kilobytes), far below what would fill a disk or hold a build for an hour.
 */
export const DEFAULT_DRUPAL_LIMITS: DrupalLimits = {
  pages: 500,
  responseBytes: 20 * MB,
  pictureBytes: 15 * MB,
  seconds: 600,
};

/** The environment variable that sets each limit, named in its refusal. */
export const LIMIT_VARIABLES: Record<keyof DrupalLimits, string> = {
  pages: 'DRUPAL_MAX_PAGES',
  responseBytes: 'DRUPAL_MAX_RESPONSE_BYTES',
  pictureBytes: 'DRUPAL_MAX_PICTURE_BYTES',
  seconds: 'DRUPAL_MAX_SECONDS',
};

/** Lets the tests (and a Drupal stand-in on this machine) be read over plain http. */
export const ALLOW_HTTP_LOOPBACK = 'DRUPAL_ALLOW_HTTP_LOOPBACK';

export interface DrupalSiteOptions {
  limits?: Partial<DrupalLimits>;
  /** Accept `http://` for 127.0.0.1, localhost and [::1] only; every other address is https. */
  allowHttpLoopback?: boolean;
}

/** The Drupal site a build reads: its address and the limits of the read. */
export interface DrupalSite {
  /** The address given, without a trailing slash: collections are below it. */
  base: string;
  /** Its origin: every request, redirects and pictures included, stays on it. */
  origin: string;
  limits: DrupalLimits;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The Drupal site at `address`, refused unless it is https (or plain http on loopback when
 * allowed): the content and its pictures must not be readable or changeable on the way.
 */
export function drupalSite(address: string, options: DrupalSiteOptions = {}): DrupalSite {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DrupalError(`"${address}" is not an address`);
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(loopbackHttp && options.allowHttpLoopback))
    throw new DrupalError(
      `${address} is refused: Drupal is read over https only (${ALLOW_HTTP_LOOPBACK}=1 allows http for 127.0.0.1 and localhost, for tests)`,
    );
  return {
    base: url.href.replace(/\/+$/, ''),
    origin: url.origin,
    limits: { ...DEFAULT_DRUPAL_LIMITS, ...options.limits },
  };
}

/** The options set in the environment; a value that is not a positive number is refused. */
export function drupalSiteOptionsFromEnv(env: NodeJS.ProcessEnv): DrupalSiteOptions {
  const limits: Partial<DrupalLimits> = {};
  for (const [limit, variable] of Object.entries(LIMIT_VARIABLES) as [
    keyof DrupalLimits,
    string,
  ][]) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0)
      throw new DrupalError(`${variable} must be a positive number (got "${value}")`);
    limits[limit] = number;
  }
  return { limits, allowHttpLoopback: env[ALLOW_HTTP_LOOPBACK] === '1' };
}
