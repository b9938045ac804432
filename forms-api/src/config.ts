import path from 'node:path';
import { isEmailAddress, MAX_UPLOAD_BYTES } from '#form-rules';
import { databaseUrlProblem } from './databaseUrl';
import { packageRoot } from './packageRoot';

/** Every setting comes from the environment; defaults are safe for `npm start` on loopback. */
export interface FormsApiConfig {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL shared by every instance; null keeps SQLite in `dataDir` (one machine). */
  databaseUrl: string | null;
  production: boolean;
  allowedOrigins: string[];
  captchaVerifier: 'google' | 'offline-test-only';
  recaptchaSecret: string;
  recaptchaHostnames: string[];
  captchaMaxAgeSeconds: number;
  captchaTimeoutMs: number;
  maxFileBytes: number;
  maxUploadsInFlight: number;
  /** Uploads in flight from one client address, so one address cannot take every slot. */
  maxUploadsPerClient: number;
  minFreeDiskBytes: number;
  ratePerMinute: number;
  smtpUrl: string;
  mailFrom: string;
  centreAddress: string;
  /** Job mail goes to the listing's recipient only when it matches (an address or `@domain`). */
  recipientAllowlist: string[];
  /** Take the client's address from X-Forwarded-For when the peer is a proxy on loopback. */
  trustProxy: boolean;
  /** Whole request (headers and body) must arrive within this time. */
  requestTimeoutMs: number;
  /** A connection idle this long is closed. */
  idleTimeoutMs: number;
  /** First retry delay of the mail outbox; doubles per attempt up to an hour. */
  mailRetryBaseMs: number;
  logLevel: LogLevel;
}

/** The largest file accepted: the forms' own limit. */
export const MAX_FILE_BYTES = MAX_UPLOAD_BYTES;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A configuration that cannot be used, with every variable at fault and why. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
  }
}

const BOOLEANS: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};

/**
 * Reads one variable at a time, collecting every problem: an unset variable takes its default,
 * a set one must be valid (an empty value is a mistake, never "off"). Names (booleans, the
 * captcha verifier, the log level) are read case-insensitively.
 */
class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  private read<T>(name: string, fallback: T, parse: (raw: string) => T | string): T {
    const raw = this.env[name];
    if (raw === undefined) return fallback;
    const trimmed = raw.trim();
    if (trimmed === '') {
      this.problems.push(`${name} is set but empty (unset it to use the default)`);
      return fallback;
    }
    const parsed = parse(trimmed);
    if (typeof parsed === 'string' && typeof fallback !== 'string') {
      this.problems.push(`${name}=${JSON.stringify(raw)}: ${parsed}`);
      return fallback;
    }
    return parsed as T;
  }

  text(name: string, fallback: string, check?: (value: string) => string | null): string {
    const value = this.read(name, fallback, (raw) => raw);
    const problem = this.env[name] !== undefined && check ? check(value) : null;
    if (problem) this.problems.push(`${name}=${JSON.stringify(this.env[name])}: ${problem}`);
    return value;
  }

  integer(name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
    return this.read(name, fallback, (raw) => {
      const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
      return Number.isSafeInteger(value) && value >= min && value <= max
        ? value
        : `expected a whole number from ${min} to ${max}`;
    });
  }

  boolean(name: string, fallback: boolean): boolean {
    return this.read(name, fallback, (raw) => {
      const value = BOOLEANS[raw.toLowerCase()];
      return value ?? 'expected one of 1, 0, true, false, yes, no, on, off';
    });
  }

  choice<T extends string>(name: string, fallback: T, choices: readonly T[]): T {
    const value = this.text(name, fallback).toLowerCase() as T;
    if (this.env[name]?.trim() && !choices.includes(value))
      this.problems.push(
        `${name}=${JSON.stringify(this.env[name])}: expected ${choices.join(' or ')}`,
      );
    return value;
  }

  /** A postgres:// URL, echoed without its password; unset is null (SQLite). */
  databaseUrl(name: string): string | null {
    const raw = this.env[name]?.trim();
    if (raw === undefined) return null;
    if (raw === '') {
      this.problems.push(`${name} is set but empty (unset it to keep SQLite in the data folder)`);
      return null;
    }
    const problem = databaseUrlProblem(raw);
    if (problem) this.problems.push(`${name} ${problem}`);
    return raw;
  }

  list(name: string, fallback: string[], check?: (item: string) => string | null): string[] {
    const raw = this.text(name, '');
    if (this.env[name] === undefined || raw === '') return fallback;
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const item of items) {
      const problem = check?.(item);
      if (problem) this.problems.push(`${name}: ${JSON.stringify(item)} ${problem}`);
    }
    if (items.length === 0) this.problems.push(`${name} lists nothing`);
    return items;
  }
}

const originProblem = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.origin === value ? null : `is not an origin (expected like ${url.origin})`;
  } catch {
    return 'is not an origin (expected like https://www.example.com)';
  }
};
const emailProblem = (value: string) => (isEmailAddress(value) ? null : 'is not an email address');
const recipientProblem = (value: string) =>
  value.startsWith('@')
    ? isEmailAddress(`x${value}`)
      ? null
      : 'is not a @domain'
    : emailProblem(value);
const smtpProblem = (value: string) => {
  try {
    return ['smtp:', 'smtps:'].includes(new URL(value).protocol)
      ? null
      : 'expected smtp:// or smtps://';
  } catch {
    return 'is not a URL (expected smtp://host:port)';
  }
};

/**
 * The configuration from the environment, or a ConfigError naming every variable that is wrong:
 * a service that starts with a protection silently off is worse than one that does not start.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): FormsApiConfig {
  const read = new EnvReader(env);
  const maxUploadsInFlight = read.integer('FORMS_API_MAX_UPLOADS', 40);
  const config: FormsApiConfig = {
    host: read.text('FORMS_API_HOST', '127.0.0.1'),
    port: read.integer('FORMS_API_PORT', 8085, { min: 0, max: 65_535 }),
    dataDir: path.resolve(read.text('FORMS_API_DATA_DIR', path.join(packageRoot(), '.data'))),
    databaseUrl: read.databaseUrl('DATABASE_URL'),
    production: read.boolean('FORMS_API_PRODUCTION', false),
    allowedOrigins: read.list(
      'FORMS_API_ALLOWED_ORIGINS',
      ['http://127.0.0.1:8080', 'http://localhost:8080'],
      originProblem,
    ),
    captchaVerifier: read.choice('FORMS_API_CAPTCHA', 'offline-test-only', [
      'google',
      'offline-test-only',
    ] as const),
    recaptchaSecret: read.text('RECAPTCHA_SECRET', ''),
    recaptchaHostnames: read.list('RECAPTCHA_HOSTNAMES', ['127.0.0.1', 'localhost']),
    captchaMaxAgeSeconds: read.integer('RECAPTCHA_MAX_AGE_SECONDS', 300),
    captchaTimeoutMs: read.integer('RECAPTCHA_TIMEOUT_MS', 5000),
    maxFileBytes: MAX_FILE_BYTES,
    maxUploadsInFlight,
    maxUploadsPerClient: read.integer('FORMS_API_MAX_UPLOADS_PER_CLIENT', 4, {
      max: maxUploadsInFlight,
    }),
    minFreeDiskBytes: read.integer('FORMS_API_MIN_FREE_BYTES', 200 * 1024 * 1024, { min: 0 }),
    ratePerMinute: read.integer('FORMS_API_RATE_PER_MINUTE', 30),
    smtpUrl: read.text('FORMS_API_SMTP_URL', '', smtpProblem),
    mailFrom: read.text('FORMS_API_MAIL_FROM', 'forms@fyshwickoutlet.example', emailProblem),
    centreAddress: read.text(
      'FORMS_API_CENTRE_ADDRESS',
      'marketing@fyshwickoutlet.example',
      emailProblem,
    ),
    recipientAllowlist: read.list(
      'FORMS_API_RECIPIENT_ALLOWLIST',
      ['@fyshwickoutlet.example'],
      recipientProblem,
    ),
    trustProxy: read.boolean('FORMS_API_TRUST_PROXY', false),
    requestTimeoutMs: read.integer('FORMS_API_REQUEST_TIMEOUT_MS', 120_000),
    idleTimeoutMs: read.integer('FORMS_API_IDLE_TIMEOUT_MS', 15_000),
    mailRetryBaseMs: read.integer('FORMS_API_MAIL_RETRY_MS', 30_000),
    logLevel: read.choice('FORMS_API_LOG_LEVEL', 'info', LOG_LEVELS),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/** Google's published reCAPTCHA test secret: always succeeds, so never acceptable in production. */
export const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';

/** Throws when the configuration is unsafe for production. */
export function assertSafeForProduction(config: FormsApiConfig): void {
  if (!config.production) return;
  if (config.captchaVerifier !== 'google') {
    throw new Error(
      'Refusing to start: the offline test captcha verifier is not allowed in production (set FORMS_API_CAPTCHA=google).',
    );
  }
  if (!config.recaptchaSecret || config.recaptchaSecret === GOOGLE_TEST_SECRET) {
    throw new Error(
      "Refusing to start: RECAPTCHA_SECRET is missing or is Google's public test secret.",
    );
  }
}
