import { defineConfig } from '@playwright/test';
import { E2E_RELEASES_DIR, E2E_STATE_DIR, RELEASE_ENV } from './support/releases';
import { SITE_URL } from './support/site';
import { SMOKE_SPECS } from './support/smokeSpecs';

/**
 * End-to-end tests against the built site served as `npm start` serves it (shell and four remotes
 * on their own loopback origins), in Debian's Chromium. One worker: some tests change what the
 * servers answer (a fault, the remotes manifest) and must not overlap with others.
 */
export default defineConfig({
  testDir: './tests',
  // The smoke specs are a shopper's journey on the built site: they run once, through nginx as
  // production serves it (playwright.nginx.config.ts), not again on the Node server.
  testIgnore: SMOKE_SPECS.map((spec) => spec.replace(/^tests\//, '')),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: SITE_URL,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end.
    // The trace's own screencast is left out: its frames cost Chromium's GPU process about 0.6 s
    // of CPU a test on two cores, for every test that passes.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Each test is a shopper's first visit, whose service worker would install in the background
    // (fetching the pages it always keeps) while the test goes on: a twelfth of these specs' time
    // on two cores. The service worker is tested through nginx, where it is left on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The e2e build names a tag manager container (decision 170); Google cannot be reached
        // here, so its address fails at once rather than waiting on the network. The tag
        // manager's own test serves a small test double in its place.
        '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND',
      ],
    },
  },
  webServer: {
    // A fresh state folder and releases folder: generations and releases of this run only.
    command: `rm -rf "${E2E_RELEASES_DIR}" "${E2E_STATE_DIR}" && npm run serve`,
    cwd: '..',
    url: SITE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...RELEASE_ENV, SITE_TEST_FAULTS: '1' },
  },
});
