import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { spawnFormsApi } from 'forms-api/proxy';
import { FORMS_API } from 'shared-lib/apps';
import { HOST } from './serveSite';

/** Where forms-api answers its health check beside the site whose shell is on `shellPort`. */
export const formsApiHealthUrl = (shellPort: number) =>
  `http://${HOST}:${shellPort + FORMS_API.portOffset}/restful_forms/health`;

/** Where serve:nginx writes the process id of the forms-api it started (beside nginx.pid). */
export const formsApiPidFile = (nginxPrefix: string) => path.join(nginxPrefix, 'forms-api.pid');

/**
 * Starts the built forms-api beside the site on loopback, at the shell's port + 5, where the
 * site's Node server and nginx pass `/restful_forms/` on to, accepting the site's own origins and
 * trusting the X-Forwarded-For they add. It exits with this process. Everything else (data folder, captcha verifier) is forms-api's environment:
 * `env` and this process's; by default its own data folder and, outside production mode, the
 * offline test-only captcha verifier.
 */
export function startFormsApiBeside(
  shellPort: number,
  env: Record<string, string> = {},
): ChildProcess {
  return spawnFormsApi({
    FORMS_API_HOST: HOST,
    FORMS_API_PORT: String(shellPort + FORMS_API.portOffset),
    FORMS_API_ALLOWED_ORIGINS: `http://${HOST}:${shellPort},http://localhost:${shellPort}`,
    FORMS_API_TRUST_PROXY: 'true',
    ...env,
  });
}
