import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GoogleSiteverifyVerifier, OfflineTestOnlyCaptchaVerifier } from './captcha';
import { assertSafeForProduction, GOOGLE_TEST_SECRET, loadConfig } from './config';

/** A local imitation of Google's siteverify endpoint answering with whatever the test sets. */
let answer: (() => unknown) | null = null;
let server: Server;
let endpoint: string;
const NOW = Date.parse('2026-11-22T03:00:00Z');

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (!answer) return; // never answers: the verifier must time out
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const verifier = () =>
  new GoogleSiteverifyVerifier({
    secret: 's',
    hostnames: ['127.0.0.1'],
    maxAgeSeconds: 300,
    timeoutMs: 300,
    endpoint,
    now: () => NOW,
  });

describe('GoogleSiteverifyVerifier', () => {
  it('accepts a fresh, successful token for an allowed hostname', async () => {
    answer = () => ({
      success: true,
      hostname: '127.0.0.1',
      challenge_ts: new Date(NOW - 10_000).toISOString(),
    });
    await expect(verifier().verify('t', '1.2.3.4')).resolves.toEqual({ ok: true });
  });
  it('rejects a failed, foreign-host or stale token, and a missing one without asking', async () => {
    answer = () => ({ success: false });
    await expect(verifier().verify('t', 'ip')).resolves.toEqual({ ok: false, reason: 'failed' });
    answer = () => ({
      success: true,
      hostname: 'evil.example',
      challenge_ts: new Date(NOW).toISOString(),
    });
    await expect(verifier().verify('t', 'ip')).resolves.toEqual({ ok: false, reason: 'hostname' });
    answer = () => ({
      success: true,
      hostname: '127.0.0.1',
      challenge_ts: new Date(NOW - 301_000).toISOString(),
    });
    await expect(verifier().verify('t', 'ip')).resolves.toEqual({ ok: false, reason: 'stale' });
    await expect(verifier().verify('', 'ip')).resolves.toEqual({ ok: false, reason: 'missing' });
  });
  it('fails closed when siteverify does not answer in time', async () => {
    answer = null;
    await expect(verifier().verify('t', 'ip')).resolves.toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('OfflineTestOnlyCaptchaVerifier and production safety', () => {
  it('accepts any token but "fail" and refuses an empty one', async () => {
    const offline = new OfflineTestOnlyCaptchaVerifier();
    await expect(offline.verify('anything')).resolves.toEqual({ ok: true });
    await expect(offline.verify('fail')).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(offline.verify('')).resolves.toEqual({ ok: false, reason: 'missing' });
  });
  it('refuses production with the offline verifier or Google test secret, allows a real secret', () => {
    expect(() => assertSafeForProduction(loadConfig({ FORMS_API_PRODUCTION: '1' }))).toThrow(
      /offline test captcha/,
    );
    expect(() =>
      assertSafeForProduction(
        loadConfig({
          FORMS_API_PRODUCTION: '1',
          FORMS_API_CAPTCHA: 'google',
          RECAPTCHA_SECRET: GOOGLE_TEST_SECRET,
        }),
      ),
    ).toThrow(/test secret/);
    expect(() =>
      assertSafeForProduction(
        loadConfig({
          FORMS_API_PRODUCTION: '1',
          FORMS_API_CAPTCHA: 'google',
          RECAPTCHA_SECRET: 'real',
        }),
      ),
    ).not.toThrow();
    expect(() => assertSafeForProduction(loadConfig({}))).not.toThrow();
  });
});
