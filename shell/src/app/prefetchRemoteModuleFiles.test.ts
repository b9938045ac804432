/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FederationAssets } from 'shared-lib/contracts';
import { prefetchRemoteModuleFiles } from './prefetchRemoteModuleFiles';

const ASSETS: FederationAssets = {
  entry: { js: ['main.1.js'], css: [] },
  exposes: {
    './StoreDetailPage': { js: ['9100.2.js', 'expose-StoreDetailPage.3.js'], css: ['page.4.css'] },
    './StoreDirectoryPage': { js: ['9100.2.js', 'expose-StoreDirectoryPage.5.js'], css: [] },
  },
};

// A real remote origin on loopback that serves federation-assets.json and counts what is asked.
let server: Server;
let origin: string;
let assetRequests = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.endsWith('/federation-assets.json')) {
      assetRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ASSETS));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('prefetchRemoteModuleFiles', () => {
  it("fetches the module's entry, scripts and stylesheets beside the entry, each once", async () => {
    const warmed: string[] = [];
    const entries = Promise.resolve(new Map([['stores', `${origin}/releases/v2/remoteEntry.js`]]));
    const prefetch = prefetchRemoteModuleFiles(entries, (url) => warmed.push(url));
    await prefetch('stores/StoreDetailPage');
    await prefetch('stores/StoreDirectoryPage');
    await prefetch('stores/StoreDetailPage');
    expect(warmed).toEqual([
      `${origin}/releases/v2/remoteEntry.js`,
      `${origin}/releases/v2/9100.2.js`,
      `${origin}/releases/v2/expose-StoreDetailPage.3.js`,
      `${origin}/releases/v2/page.4.css`,
      `${origin}/releases/v2/expose-StoreDirectoryPage.5.js`,
    ]);
    expect(assetRequests).toBe(1);
  });

  it('fetches nothing for a remote the manifest does not name, and only the entry without a list', async () => {
    const warmed: string[] = [];
    const entries = Promise.resolve(new Map([['gifts', `${origin}/missing/remoteEntry.js`]]));
    const prefetch = prefetchRemoteModuleFiles(entries, (url) => warmed.push(url));
    await prefetch('stores/StoreDetailPage');
    expect(warmed).toEqual([]);
    await prefetch('gifts/GiftDetailPage');
    expect(warmed).toEqual([`${origin}/missing/remoteEntry.js`]);
  });
});
