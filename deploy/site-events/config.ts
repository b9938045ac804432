import { databaseUrlProblem } from 'forms-api/database-url';
import type { EventsLocation } from './eventDb';
import { DEFAULT_NETWORK_LIMITS, type NetworkLimits } from './networkShares';
import { DEFAULT_RETENTION_DAYS } from './retention';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './senderRate';

export interface SiteEventsConfig {
  host: string;
  port: number;
  /** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file SITE_EVENTS_FILE. */
  location: EventsLocation;
  allowedOrigins: string[];
  rateLimit: RateLimit;
  networkLimits: NetworkLimits;
  /** The servers' access logs (JSON lines) the page loads are read from. */
  accessLogs: string[];
  /** Days raw events, page loads and search words are kept. */
  retentionDays: number;
}

/** A whole number above 0 from the environment, its fallback when unset; a bad one is named. */
export function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback?: number): number {
  const text = env[name];
  if (text === undefined || text === '') {
    if (fallback === undefined) throw new Error(`${name} is required`);
    return fallback;
  }
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name}=${text} is not a whole number above 0`);
  return value;
}

/** A comma-separated list from the environment. */
export const listOf = (env: NodeJS.ProcessEnv, name: string) =>
  (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The service's settings from its environment; a missing or bad one is named. */
export function loadSiteEventsConfig(env: NodeJS.ProcessEnv = process.env): SiteEventsConfig {
  const databaseUrl = env.DATABASE_URL;
  const problem = databaseUrl && databaseUrlProblem(databaseUrl);
  if (problem) throw new Error(`DATABASE_URL ${problem}`);
  const file = env.SITE_EVENTS_FILE;
  if (!databaseUrl && !file)
    throw new Error(
      'SITE_EVENTS_FILE (the SQLite file to store events in) is required without DATABASE_URL',
    );
  const allowedOrigins = listOf(env, 'SITE_EVENTS_ALLOWED_ORIGINS');
  if (allowedOrigins.length === 0)
    throw new Error(
      "SITE_EVENTS_ALLOWED_ORIGINS (the site's origins, comma separated) is required",
    );
  return {
    host: env.SITE_EVENTS_HOST || '127.0.0.1',
    port: wholeNumber(env, 'SITE_EVENTS_PORT'),
    location: databaseUrl ? { databaseUrl } : { file: file! },
    allowedOrigins,
    rateLimit: {
      perMinute: wholeNumber(env, 'SITE_EVENTS_RATE_PER_MINUTE', DEFAULT_RATE_LIMIT.perMinute),
      burst: wholeNumber(env, 'SITE_EVENTS_BURST', DEFAULT_RATE_LIMIT.burst),
    },
    networkLimits: {
      loadsPerHour: wholeNumber(
        env,
        'SITE_EVENTS_NETWORK_LOADS_PER_HOUR',
        DEFAULT_NETWORK_LIMITS.loadsPerHour,
      ),
      failingLoadsPerHour: wholeNumber(
        env,
        'SITE_EVENTS_NETWORK_FAILING_LOADS_PER_HOUR',
        DEFAULT_NETWORK_LIMITS.failingLoadsPerHour,
      ),
      vitalsPerHour: wholeNumber(
        env,
        'SITE_EVENTS_NETWORK_VITALS_PER_HOUR',
        DEFAULT_NETWORK_LIMITS.vitalsPerHour,
      ),
    },
    accessLogs: listOf(env, 'SITE_EVENTS_ACCESS_LOGS'),
    retentionDays: wholeNumber(env, 'SITE_EVENTS_RETENTION_DAYS', DEFAULT_RETENTION_DAYS),
  };
}
