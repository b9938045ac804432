import { canaryVerdict } from './canaryVerdict';

const health = (pageViews: number, failures: number) => ({
  generation: '000001',
  pageViews,
  failures,
  failuresByKind: failures ? { render: failures } : {},
});
const limits = { minPageViews: 10, maxExcess: 0.05 };

describe('canaryVerdict', () => {
  it('says nothing before the canary has had its minimum of page views', () => {
    const verdict = canaryVerdict(health(9, 9), health(40, 0), limits);
    expect(verdict.abort).toBe(false);
    expect(verdict.summary).toBe(
      'canary 9 failures in 9 page views (100.0%), stable 0 in 40 (0.0%): waiting for 10 canary page views',
    );
  });

  it('aborts when the canary fails more often than stable by more than the limit', () => {
    expect(canaryVerdict(health(10, 1), health(40, 0), limits)).toMatchObject({
      abort: true,
      canaryRate: 0.1,
      stableRate: 0,
    });
    expect(canaryVerdict(health(20, 1), health(40, 0), limits).abort).toBe(false);
    // A failure every stable page too (a shared remote is down): the canary is not to blame.
    expect(canaryVerdict(health(10, 10), health(40, 40), limits).abort).toBe(false);
  });
});
