import type { Page, Route } from '@playwright/test';
import type { RemoteName } from 'shared-lib/contracts';
import { REMOTE_ORIGINS } from '../../support/site';

/** The ways a remote fails in the resilience drills. */
export const REMOTE_FAULTS = [
  'refused connection',
  'HTTP 500',
  'HTML where JavaScript was expected',
  'stall past the timeout',
  'module throws while rendering',
] as const;
export type RemoteFault = (typeof REMOTE_FAULTS)[number];

/** An error page as a proxy or CDN in front of a remote sends it: status 200, HTML, no nosniff. */
const MAINTENANCE_PAGE =
  '<!doctype html><html><head><title>Down for maintenance</title></head><body><h1>Back soon</h1></body></html>';

/**
 * Appended to the remote's real remoteEntry.js: the container still loads, but every module it
 * hands out is a component that throws when React renders it. (The container's exports are
 * getters: the global is replaced by an object inheriting from it, with its own get.)
 */
const throwingContainer = (name: RemoteName) => `
;(function () {
  var container = self[${JSON.stringify(name)}];
  if (!container) return;
  self[${JSON.stringify(name)}] = Object.create(container, { get: { enumerable: true, value: function (id) {
    return Promise.resolve(container.get(id)).then(function () {
      return function () {
        return {
          __esModule: true,
          default: function BrokenInDrill() {
            throw new Error('drill: ' + id + ' throws while rendering');
          },
        };
      };
    });
  } } });
})();
`;

export interface FaultRecord {
  /** GET requests for the remote's remoteEntry.js (a retry shows as a second one). */
  entryRequests: number;
}

/** Makes every request to one remote's origin fail in the given way, for this page only. */
export async function breakRemote(
  page: Page,
  name: RemoteName,
  fault: RemoteFault,
): Promise<FaultRecord> {
  const record: FaultRecord = { entryRequests: 0 };
  await page.route(`${REMOTE_ORIGINS[name]}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/remoteEntry.js'))
      record.entryRequests += 1;
    switch (fault) {
      case 'refused connection':
        return route.abort('connectionrefused');
      case 'HTTP 500':
        return route.fulfill({
          status: 500,
          contentType: 'text/plain',
          body: 'Internal Server Error',
        });
      case 'HTML where JavaScript was expected':
        return route.fulfill({ status: 200, contentType: 'text/html', body: MAINTENANCE_PAGE });
      case 'stall past the timeout':
        // Never answered.
        return undefined;
      case 'module throws while rendering': {
        if (!new URL(request.url()).pathname.endsWith('/remoteEntry.js')) return route.continue();
        const response = await route.fetch();
        return route.fulfill({ response, body: (await response.text()) + throwingContainer(name) });
      }
    }
  });
  return record;
}

export interface SiteError {
  source: string;
  message: string;
}

/** The failures the page reported to analytics (`site_error` events of the data layer). */
export function reportedFailures(page: Page): Promise<SiteError[]> {
  return page.evaluate(() => {
    const dataLayer = (
      window as unknown as { dataLayer?: { event: string; source?: string; message?: string }[] }
    ).dataLayer;
    return (dataLayer ?? [])
      .filter((entry) => entry.event === 'site_error')
      .map((entry) => ({ source: entry.source ?? '', message: entry.message ?? '' }));
  });
}
