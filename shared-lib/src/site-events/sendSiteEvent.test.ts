import { RemoteLoadError } from '../remote-errors/RemoteLoadError';
import { sendPageView, sendRemoteFailure, sendSearch, setSiteEventRelease } from './sendSiteEvent';

const release = {
  generation: '000007',
  remotes: {
    gifts: { entry: 'http://127.0.0.1:8083/releases/v2/remoteEntry.js', release: 'v2' },
    stores: { entry: 'http://127.0.0.1:8081/remoteEntry.js', release: null },
  },
};

/** jsdom has no Server-Timing: this stands in for the navigation entry Chromium gives. */
function servedAs(id: string | null) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) =>
      type === 'navigation' && id
        ? [
            {
              serverTiming: [
                { name: 'cache', description: 'hit' },
                { name: 'page', description: id },
              ],
            },
          ]
        : [],
  });
}

describe('sendSiteEvent', () => {
  let beacons: { url: string; body: unknown }[];

  beforeEach(() => {
    beacons = [];
    // jsdom has no sendBeacon: this stands in for the browser's queue, recording what it is given.
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        beacons.push({ url, body: JSON.parse(body) });
        return true;
      },
    });
    servedAs('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    setSiteEventRelease(release);
  });

  it("sends a page view with its route and the page's generation and releases", () => {
    sendPageView('store-directory', '/stores/');
    expect(beacons).toEqual([
      {
        url: '/site-events/',
        body: {
          type: 'pageview',
          path: '/stores/',
          route: 'store-directory',
          generation: '000007',
          releases: { gifts: 'v2', stores: null },
        },
      },
    ]);
  });

  it("sends a remote's failure with its release and the server's id of the page load", () => {
    sendRemoteFailure(
      'remote gifts/GiftGuideBlock',
      new RemoteLoadError(
        'gifts/GiftGuideBlock did not load within 6000 ms',
        'gifts/GiftGuideBlock',
      ),
    );
    sendRemoteFailure('search-index', new Error('404'));
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      {
        type: 'failure',
        path: '/',
        generation: '000007',
        kind: 'timeout',
        remote: 'gifts',
        release: 'v2',
        page: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      },
    ]);
  });

  it('sends page data that failed to load as an error of the page, without a load id when none was given', () => {
    servedAs(null);
    sendRemoteFailure('page data', new Error('500'));
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { type: 'error', path: '/', generation: '000007', kind: 'page-data', page: null },
    ]);
  });

  it('sends at most five errors of a page load, however often its scripts fail', () => {
    // A fresh copy of the module is a fresh page load.
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sendSiteEvent')>('./sendSiteEvent');
      fresh.setSiteEventRelease(release);
      for (let i = 0; i < 8; i += 1) fresh.sendPageError('script');
    });
    expect(beacons).toHaveLength(5);
    expect(beacons[0]!.body).toMatchObject({ type: 'error', kind: 'script' });
  });

  it('sends a search lowercased and trimmed, with its number of results', () => {
    sendSearch('  Nike   Shoes ', 3);
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { type: 'search', generation: '000007', query: 'nike shoes', results: 3 },
    ]);
  });

  it('sends nothing from a page without a pinned release, and never throws', () => {
    setSiteEventRelease(null);
    sendPageView('home', '/');
    sendSearch('nike', 1);
    expect(beacons).toEqual([]);
    setSiteEventRelease(release);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('Beacon quota exceeded');
      },
    });
    expect(() => sendPageView('home', '/')).not.toThrow();
  });
});
