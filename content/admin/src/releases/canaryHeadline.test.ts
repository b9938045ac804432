import type { CanaryJudgement } from './consoleApi';
import { canaryHeadline, canaryTestLine } from './canaryHeadline';

const FAILURES = 'canary 0 of 3 page loads failed (0.0%), stable 0 of 2 (0.0%)';

const judgement = (
  canaryLoads: number,
  verdicts: CanaryJudgement['tests'][number]['verdict'][],
  abort = false,
): CanaryJudgement => ({
  abort,
  canaryLoads,
  minPageViews: 10,
  tests: (['failures', 'slow LCP', 'slow INP'] as const).map((name, index) => ({
    name,
    verdict: verdicts[index]!,
    figures: name === 'failures' ? FAILURES : `${name} figures`,
  })),
});

describe('canaryHeadline', () => {
  it('says when the watcher has no figures', () => {
    expect(canaryHeadline(null)).toBe('No figures yet.');
  });

  it('says it is too early before the canary has the page loads the watcher needs', () => {
    expect(canaryHeadline(judgement(3, ['undecided', 'undecided', 'undecided']))).toBe(
      'Too early to judge: 3 of the 10 canary page loads the watcher needs.',
    );
  });

  it('names what is worse when the watcher aborts', () => {
    expect(canaryHeadline(judgement(40, ['worse', 'undecided', 'worse'], true))).toBe(
      'Worse than stable (pages that fail, slow taps (INP)): the watcher aborts it.',
    );
  });

  it('tells no worse from not yet decided', () => {
    expect(canaryHeadline(judgement(400, ['no worse', 'no worse', 'no worse']))).toBe(
      'No worse than stable so far.',
    );
    expect(canaryHeadline(judgement(40, ['no worse', 'undecided', 'no worse']))).toBe(
      'Nothing worse than stable so far; the watcher keeps measuring.',
    );
  });
});

describe('canaryTestLine', () => {
  it('puts each test in words before its figures', () => {
    expect(canaryTestLine(judgement(3, ['undecided', 'worse', 'no worse']).tests[0]!)).toBe(
      `Pages that fail: not decided yet. ${FAILURES}`,
    );
  });
});
