import { RemoteLoadError } from '../remote-errors/RemoteLoadError';
import { sendPageView, sendRemoteFailure, setSiteEventRelease } from './sendSiteEvent';

const release = {
  generation: '000007',
  remotes: {
    gifts: { entry: 'http://127.0.0.1:8083/releases/v2/remoteEntry.js', release: 'v2' },
    stores: { entry: 'http://127.0.0.1:8081/remoteEntry.js', release: null },
  },
};

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
    setSiteEventRelease(release);
  });

  it("sends a page view with the page's generation and releases", () => {
    sendPageView('/stores/');
    expect(beacons).toEqual([
      {
        url: '/site-events/',
        body: {
          type: 'pageview',
          path: '/stores/',
          generation: '000007',
          releases: { gifts: 'v2', stores: null },
        },
      },
    ]);
  });

  it("sends a remote's failure with the release the page was rendered with", () => {
    sendRemoteFailure(
      'remote gifts/GiftGuideBlock',
      new RemoteLoadError(
        'gifts/GiftGuideBlock did not load within 6000 ms',
        'gifts/GiftGuideBlock',
      ),
    );
    sendRemoteFailure('page data', new Error('404'));
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      {
        type: 'failure',
        path: '/',
        generation: '000007',
        kind: 'timeout',
        remote: 'gifts',
        release: 'v2',
      },
    ]);
  });

  it('sends nothing from a page without a pinned release, and never throws', () => {
    setSiteEventRelease(null);
    sendPageView('/');
    expect(beacons).toEqual([]);
    setSiteEventRelease(release);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new TypeError('Beacon quota exceeded');
      },
    });
    expect(() => sendPageView('/')).not.toThrow();
  });
});
