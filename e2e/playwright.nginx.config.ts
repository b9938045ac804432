import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { E2E_RELEASES_DIR, E2E_STATE_DIR, RELEASE_ENV } from './support/releases';
import {
  E2E_CONTENT_DIR,
  E2E_FORMS_DATA_DIR,
  E2E_NGINX_PREFIX,
} from './production/support/nginxRun';
import { SITE_URL } from './support/site';
import { SMOKE_SPECS } from './support/smokeSpecs';

/**
 * The production server: the built site served by nginx with the project's configuration
 * (deploy/nginx, `npm run serve:nginx`), as CI runs it. The production suite (headers, the
 * Content-Security-Policy in a browser, releases, resilience drills) and the smoke suite, the
 * existing specs a shopper's journey depends on, run through it (and only here). Specs that need
 * the Node server's test faults stay in playwright.config.ts.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testIgnore: [],
  testMatch: ['production/**/*.spec.ts', ...SMOKE_SPECS],
  // As a shopper's browser has it: the offline specs test it, and every release drill runs with it.
  use: { ...baseConfig.use, serviceWorkers: 'allow' },
  webServer: {
    // serve:nginx starts forms-api beside nginx, on a data folder of this run.
    // The editor's backend saves into a copy of the seed, a Git repository of its own.
    command: `rm -rf "${E2E_RELEASES_DIR}" "${E2E_STATE_DIR}" "${E2E_FORMS_DATA_DIR}" "${E2E_CONTENT_DIR}" && cp -r content/seed "${E2E_CONTENT_DIR}" && git -C "${E2E_CONTENT_DIR}" init -q && git -C "${E2E_CONTENT_DIR}" add -A && git -C "${E2E_CONTENT_DIR}" -c user.name=seed -c user.email=seed@localhost commit -qm seed && npm run serve:nginx`,
    cwd: '..',
    url: SITE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...RELEASE_ENV,
      NGINX_PREFIX: E2E_NGINX_PREFIX,
      FORMS_API_DATA_DIR: E2E_FORMS_DATA_DIR,
      // Every page of the suite comes from one address: the canary drill's browsers send far
      // more events a minute than a shopper could.
      SITE_EVENTS_RATE_PER_MINUTE: '6000',
      SITE_EVENTS_BURST: '1000',
      // And the canary's share per network: the suite is one network, the drill's shoppers too.
      SITE_EVENTS_NETWORK_LOADS_PER_HOUR: '100000',
      SITE_EVENTS_NETWORK_FAILING_LOADS_PER_HOUR: '100000',
      SITE_EVENTS_NETWORK_VITALS_PER_HOUR: '100000',
      // And nginx's per-client limits are raised for it, not switched off (decision 364).
      NGINX_REQUESTS_PER_SECOND: '2000',
      NGINX_REQUEST_BURST: '4000',
      NGINX_CONNECTIONS_PER_CLIENT: '512',
      // The editor on its own origin (PORT + 9), as production serves it, behind the sign-in of
      // its backend, which saves into the copy of the seed.
      ADMIN_ENABLED: '1',
      CONTENT_DIR: E2E_CONTENT_DIR,
    },
  },
});
