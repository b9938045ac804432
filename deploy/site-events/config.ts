import { databaseUrlProblem } from 'forms-api/database-url';
import type { EventsLocation } from './eventDb';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './senderRate';

export interface SiteEventsConfig {
  host: string;
  port: number;
  /** PostgreSQL when DATABASE_URL is set, otherwise the SQLite file SITE_EVENTS_FILE. */
  location: EventsLocation;
  allowedOrigins: string[];
  rateLimit: RateLimit;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback?: number): number {
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
  const allowedOrigins = (env.SITE_EVENTS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
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
  };
}
