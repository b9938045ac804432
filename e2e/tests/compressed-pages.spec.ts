import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_STATE_DIR } from '../support/releases';
import { firstPageOf } from '../support/routes';
import { SITE_URL } from '../support/site';

// Pages are compressed once, when their generation is written (decision 330): the server sends
// the generation's own brotli or gzip copy, whole and with its length, rather than compressing
// the page again for each request. Runs in the smoke suite, through nginx.

const SERVED = [
  ['/', '/index.html'],
  [firstPageOf('store-detail'), `${firstPageOf('store-detail')}index.html`],
  ['/404/', '/404/index.html'],
  ['/sitemap.xml', '/sitemap.xml'],
] as const;

for (const [address, file] of SERVED) {
  test(`${address} is sent as the brotli and gzip copies written with its generation`, async ({
    request,
  }) => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const response = await request.get(`${SITE_URL}${address}`, {
        headers: { 'accept-encoding': encoding },
      });
      const headers = response.headers();
      const generation = headers['x-site-generation'];
      expect(generation, 'the generation the answer came from').toMatch(/^\d+$/);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['vary']).toMatch(/Accept-Encoding/i);
      expect(Number(headers['content-length'])).toBe(
        statSync(path.join(E2E_STATE_DIR, 'generations', generation!, file + suffix)).size,
      );
    }
  });
}
