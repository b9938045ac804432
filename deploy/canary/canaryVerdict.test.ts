import type { CanaryFigures, SlowShare } from '../site-events/cohortFigures';
import { canaryVerdict, DEFAULT_CANARY_LIMITS } from './canaryVerdict';
import { evidenceOfWorse } from './sequentialTest';

const cohort = (generation: string, loads: number, failingLoads: number) => ({
  generation,
  loads,
  failingLoads,
  failuresByKind: failingLoads ? { render: failingLoads } : ({} as Record<string, number>),
});
const slow = (
  metric: SlowShare['metric'],
  canary: [number, number],
  stable: [number, number],
): SlowShare => ({
  metric,
  threshold: 2000,
  canary: { measured: canary[0], slow: canary[1] },
  stable: { measured: stable[0], slow: stable[1] },
});
const figures = (
  canary: [number, number],
  stable: [number, number],
  shares: SlowShare[] = [slow('lcp', [0, 0], [0, 0]), slow('inp', [0, 0], [0, 0])],
): CanaryFigures => ({
  canary: cohort('000002', ...canary),
  stable: cohort('000001', ...stable),
  slow: shares,
});
const verdictOf = (f: CanaryFigures) => canaryVerdict(f, DEFAULT_CANARY_LIMITS);

describe('evidenceOfWorse', () => {
  it('is 0 without a cohort to compare, and grows with the canary’s share of the events', () => {
    expect(evidenceOfWorse(5, 0, 10, 0)).toBe(0);
    expect(evidenceOfWorse(5, 0, 0, 40)).toBe(0);
    // Events shared as the page loads are (1 in 5 for the canary): evidence against worse.
    expect(evidenceOfWorse(4, 16, 100, 400)).toBeLessThan(0);
    expect(evidenceOfWorse(10, 10, 100, 400)).toBeGreaterThan(evidenceOfWorse(6, 14, 100, 400));
  });

  it('stays below its bound for equal rates as the page loads come, in most runs (Ville)', () => {
    // 500 canaries as good as stable, each looked at every 10 page loads for 2,000 loads.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const bound = Math.log(1 / 0.01);
    let crossed = 0;
    for (let run = 0; run < 500; run += 1) {
      const counts = { canaryLoads: 0, stableLoads: 0, canaryEvents: 0, stableEvents: 0 };
      for (let load = 1; load <= 2000; load += 1) {
        const canary = random() < 0.2;
        const failed = random() < 0.02;
        if (canary) counts.canaryLoads += 1;
        else counts.stableLoads += 1;
        if (failed && canary) counts.canaryEvents += 1;
        if (failed && !canary) counts.stableEvents += 1;
        if (
          load % 10 === 0 &&
          evidenceOfWorse(
            counts.canaryEvents,
            counts.stableEvents,
            counts.canaryLoads,
            counts.stableLoads,
          ) >= bound
        ) {
          crossed += 1;
          break;
        }
      }
    }
    expect(crossed / 500).toBeLessThanOrEqual(0.01);
  });
});

describe('canaryVerdict', () => {
  it('says nothing before the canary has had its minimum of page loads', () => {
    const verdict = verdictOf(figures([9, 9], [40, 0]));
    expect(verdict).toMatchObject({ abort: false, canaryLoads: 9, minPageViews: 10 });
    expect(verdict.summary).toMatch(/waiting for 10 canary page loads$/);
  });

  it('aborts a canary whose page loads fail far more often than stable’s, naming the test', () => {
    const verdict = verdictOf(figures([40, 8], [160, 1]));
    expect(verdict).toMatchObject({ abort: true, canaryRate: 0.2, stableRate: 1 / 160 });
    expect(verdict.tests[0]).toMatchObject({ name: 'failures', verdict: 'worse' });
    expect(verdict.summary).toContain(
      'failures worse (evidence 8.2): canary 8 of 40 page loads failed (20.0%), stable 1 of 160 (0.6%)',
    );
  });

  it('does not abort on the same failure rate in both cohorts (a shared remote that is down)', () => {
    const verdict = verdictOf(figures([40, 40], [160, 160]));
    expect(verdict.abort).toBe(false);
    expect(verdict.tests[0]!.verdict).toBe('no worse');
  });

  it('waits while a small difference could be chance', () => {
    const verdict = verdictOf(figures([40, 3], [160, 6]));
    expect(verdict.abort).toBe(false);
    expect(verdict.tests[0]!.verdict).toBe('undecided');
  });

  it('aborts a canary whose page loads are slower than the cohorts’ p75 far more often', () => {
    const verdict = verdictOf(
      figures(
        [120, 0],
        [480, 0],
        [slow('lcp', [100, 60], [400, 90]), slow('inp', [60, 15], [240, 60])],
      ),
    );
    expect(verdict.abort).toBe(true);
    expect(verdict.tests.map((test) => [test.name, test.verdict])).toEqual([
      ['failures', 'undecided'],
      ['slow LCP', 'worse'],
      ['slow INP', 'no worse'],
    ]);
    expect(verdict.summary).toContain(
      'LCP over 2000 ms: canary 60 of 100 (60.0%), stable 90 of 400 (22.5%)',
    );
  });

  it('aborts healthy canaries less often with a lower false-abort rate', () => {
    const borderline = figures([60, 8], [240, 8]);
    expect(canaryVerdict(borderline, { minPageViews: 10, falseAbortRate: 0.2 }).abort).toBe(true);
    expect(canaryVerdict(borderline, { minPageViews: 10, falseAbortRate: 0.005 }).abort).toBe(
      false,
    );
  });
});
