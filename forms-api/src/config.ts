import path from 'node:path';

/** Every setting comes from the environment; defaults are safe for `npm start` on loopback. */
export interface FormsApiConfig {
  host: string;
  port: number;
  dataDir: string;
  production: boolean;
  allowedOrigins: string[];
  captchaVerifier: 'google' | 'offline-test-only';
  recaptchaSecret: string;
  recaptchaHostnames: string[];
  captchaMaxAgeSeconds: number;
  captchaTimeoutMs: number;
  maxFileBytes: number;
  maxUploadsInFlight: number;
  minFreeDiskBytes: number;
  ratePerMinute: number;
  smtpUrl: string;
  mailFrom: string;
  centreAddress: string;
  /** Job mail goes to the listing's recipient only when it matches (an address or `@domain`). */
  recipientAllowlist: string[];
  /** Trust X-Forwarded-For from a loopback peer (the site's own proxy) for rate limiting. */
  trustProxy: boolean;
  /** Whole request (headers and body) must arrive within this time. */
  requestTimeoutMs: number;
  /** A connection idle this long is closed. */
  idleTimeoutMs: number;
  /** First retry delay of the mail outbox; doubles per attempt up to an hour. */
  mailRetryBaseMs: number;
}

export const MAX_FILE_BYTES = 10_485_760;

const list = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FormsApiConfig {
  const production = env.FORMS_API_PRODUCTION === '1';
  return {
    host: env.FORMS_API_HOST ?? '127.0.0.1',
    port: Number(env.FORMS_API_PORT ?? 8085),
    dataDir: path.resolve(env.FORMS_API_DATA_DIR ?? path.join(__dirname, '..', '.data')),
    production,
    allowedOrigins: list(env.FORMS_API_ALLOWED_ORIGINS, [
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]),
    captchaVerifier: env.FORMS_API_CAPTCHA === 'google' ? 'google' : 'offline-test-only',
    recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
    recaptchaHostnames: list(env.RECAPTCHA_HOSTNAMES, ['127.0.0.1', 'localhost']),
    captchaMaxAgeSeconds: Number(env.RECAPTCHA_MAX_AGE_SECONDS ?? 300),
    captchaTimeoutMs: Number(env.RECAPTCHA_TIMEOUT_MS ?? 5000),
    maxFileBytes: MAX_FILE_BYTES,
    maxUploadsInFlight: Number(env.FORMS_API_MAX_UPLOADS ?? 40),
    minFreeDiskBytes: Number(env.FORMS_API_MIN_FREE_BYTES ?? 200 * 1024 * 1024),
    ratePerMinute: Number(env.FORMS_API_RATE_PER_MINUTE ?? 30),
    smtpUrl: env.FORMS_API_SMTP_URL ?? '',
    mailFrom: env.FORMS_API_MAIL_FROM ?? 'forms@fyshwickoutlet.example',
    centreAddress: env.FORMS_API_CENTRE_ADDRESS ?? 'marketing@fyshwickoutlet.example',
    recipientAllowlist: list(env.FORMS_API_RECIPIENT_ALLOWLIST, ['@fyshwickoutlet.example']),
    trustProxy: env.FORMS_API_TRUST_PROXY !== '0',
    requestTimeoutMs: Number(env.FORMS_API_REQUEST_TIMEOUT_MS ?? 120_000),
    idleTimeoutMs: Number(env.FORMS_API_IDLE_TIMEOUT_MS ?? 15_000),
    mailRetryBaseMs: Number(env.FORMS_API_MAIL_RETRY_MS ?? 30_000),
  };
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
