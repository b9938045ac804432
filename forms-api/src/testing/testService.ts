import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CaptchaVerifier } from '../captcha';
import { loadConfig, type FormsApiConfig } from '../config';
import { createLogger, type Logger } from '../logger';
import { startFormsService, SUBMIT_PATH, type FormsService } from '../service';
import { multipartBody, type Part } from './multipartBody';
import { post } from './post';

export const ORIGIN = 'http://site.test:8080';

/** The real service on an ephemeral loopback port with its own temporary data directory. */
export async function startTestService(
  overrides: Partial<FormsApiConfig> = {},
  options: { captcha?: CaptchaVerifier; log?: Logger } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-api-test-'));
  const config: FormsApiConfig = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    allowedOrigins: [ORIGIN],
    ratePerMinute: 100_000,
    maxUploadsInFlight: 1000,
    maxUploadsPerClient: 1000,
    minFreeDiskBytes: 0,
    ...overrides,
  };
  const service: FormsService = await startFormsService(config, {
    log: createLogger('silent'),
    ...options,
  });
  const submit = (parts: Part[], headers: Record<string, string> = {}) => {
    const { body, contentType } = multipartBody(parts);
    return post(`${service.url}${SUBMIT_PATH}`, body, {
      Origin: ORIGIN,
      'Content-Type': contentType,
      ...headers,
    });
  };
  return {
    service,
    config,
    submit,
    rows: () =>
      (service.store.db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n,
    tmpFiles: () => readdirSync(service.store.tmpDir),
    storedFiles: () => readdirSync(service.store.filesDir),
    async stop() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
