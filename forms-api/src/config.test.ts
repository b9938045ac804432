import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertSafeForProduction, ConfigError, loadConfig } from './config';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('configuration', () => {
  it.each([
    ['FORMS_API_RATE_PER_MINUTE', 'abc'],
    ['FORMS_API_RATE_PER_MINUTE', ''],
    ['FORMS_API_MAX_UPLOADS', 'abc'],
    ['FORMS_API_MAX_UPLOADS_PER_CLIENT', '0'],
    ['FORMS_API_MIN_FREE_BYTES', 'abc'],
    ['FORMS_API_IDLE_TIMEOUT_MS', 'abc'],
    ['FORMS_API_REQUEST_TIMEOUT_MS', '-5'],
    ['FORMS_API_MAIL_RETRY_MS', 'abc'],
    ['FORMS_API_PORT', ''],
    ['FORMS_API_PORT', '70000'],
    ['FORMS_API_PRODUCTION', 'maybe'],
    ['FORMS_API_TRUST_PROXY', ''],
    ['FORMS_API_CAPTCHA', 'recaptcha'],
    ['FORMS_API_ALLOWED_ORIGINS', 'https://site.example/path'],
    ['FORMS_API_CENTRE_ADDRESS', 'marketing'],
    ['FORMS_API_SMTP_URL', 'mail.example:25'],
    ['FORMS_API_LOG_LEVEL', 'loud'],
  ])('refuses %s=%p, naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('lists every bad variable at once', () => {
    expect(
      problemsOf({ FORMS_API_RATE_PER_MINUTE: 'abc', FORMS_API_MAX_UPLOADS: '' }),
    ).toHaveLength(2);
  });

  it('reads names case-insensitively', () => {
    const config = loadConfig({
      FORMS_API_CAPTCHA: 'GOOGLE',
      FORMS_API_PRODUCTION: 'True',
      FORMS_API_TRUST_PROXY: 'YES',
      RECAPTCHA_SECRET: 'real-secret',
      FORMS_API_LOG_LEVEL: 'Warn',
    });
    expect(config).toMatchObject({
      captchaVerifier: 'google',
      production: true,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it('production in any spelling refuses the test captcha', () => {
    for (const production of ['1', 'true', 'TRUE', 'on', 'yes'])
      expect(() =>
        assertSafeForProduction(loadConfig({ FORMS_API_PRODUCTION: production })),
      ).toThrow(/offline test captcha/);
  });

  it('trusts forwarded headers only when set to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ FORMS_API_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ FORMS_API_TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });

  it('keeps the defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8085,
      ratePerMinute: 30,
      maxUploadsInFlight: 40,
      maxUploadsPerClient: 4,
      captchaVerifier: 'offline-test-only',
      production: false,
    });
  });

  it('stops the service process, naming the variable, before it listens', () => {
    const run = spawnSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(__dirname, 'main.ts')],
      {
        cwd: path.join(__dirname, '..'),
        env: { ...process.env, FORMS_API_RATE_PER_MINUTE: 'abc', FORMS_API_PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('FORMS_API_RATE_PER_MINUTE');
    expect(run.stdout).not.toContain('listening');
  });
});
