import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { spawnFormsApi } from 'forms-api/proxy';
import type { SiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { shellOriginsOf } from '../config/shellOrigins';

/** Where forms-api answers its health check beside the site of this configuration. */
export const formsApiHealthUrl = (config: SiteConfig) =>
  `${localUrl(config.listen.formsApi)}/restful_forms/health`;

/** Where serve:nginx writes the process id of the forms-api it started (beside nginx.pid). */
export const formsApiPidFile = (nginxPrefix: string) => path.join(nginxPrefix, 'forms-api.pid');

/**
 * The forms service's settings for the site of this configuration: its listen address, the
 * site's own origins, the X-Forwarded-For of the site's server (or nginx) trusted, and the data
 * folder of the configuration when it names one (over this process's environment).
 */
export function formsApiEnvironment(config: SiteConfig): Record<string, string> {
  return {
    FORMS_API_HOST: config.listen.formsApi.host,
    FORMS_API_PORT: String(config.listen.formsApi.port),
    FORMS_API_ALLOWED_ORIGINS: shellOriginsOf(config).join(','),
    FORMS_API_TRUST_PROXY: 'true',
    ...(config.folders.data
      ? { FORMS_API_DATA_DIR: path.join(config.folders.data, 'forms-api') }
      : {}),
  };
}

/**
 * Starts the built forms-api beside the site, where the site's Node server and nginx pass
 * `/restful_forms/` on to (formsApiEnvironment). It exits with this process. Everything else
 * (data folder, captcha verifier) is forms-api's environment: `env` and this process's; by
 * default its own data folder and, outside production mode, the offline test-only captcha
 * verifier.
 */
export function startFormsApiBeside(
  config: SiteConfig,
  env: Record<string, string> = {},
): ChildProcess {
  return spawnFormsApi({ ...formsApiEnvironment(config), ...env });
}
