import { setSiteEventRelease } from '../site-events/sendSiteEvent';
import { startPageReports } from './pageReports';

describe('startPageReports', () => {
  let beacons: unknown[];

  beforeAll(() => {
    // The vitals module is fetched after the load event: the fake clock never gets there.
    jest.useFakeTimers();
    startPageReports();
  });
  afterAll(() => jest.useRealTimers());

  beforeEach(() => {
    beacons = [];
    // jsdom has no sendBeacon: this stands in for the browser's queue, recording what it is given.
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(JSON.parse(body)),
    });
    setSiteEventRelease({ generation: '000009', remotes: {} });
  });

  it('reports an uncaught script error and an unhandled rejection of the page', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is not a function' }));
    window.dispatchEvent(new Event('unhandledrejection'));
    expect(beacons).toEqual([
      { type: 'error', path: '/', generation: '000009', kind: 'script', page: null },
      { type: 'error', path: '/', generation: '000009', kind: 'rejection', page: null },
    ]);
  });

  it("leaves out Chromium's resize observer notice, which breaks nothing", () => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    );
    expect(beacons).toEqual([]);
  });
});
