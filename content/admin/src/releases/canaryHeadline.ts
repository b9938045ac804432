import type { CanaryJudgement } from './consoleApi';

type CanaryTest = CanaryJudgement['tests'][number];

const TEST_NAMES: Record<CanaryTest['name'], string> = {
  failures: 'pages that fail',
  'slow LCP': 'slow pages (LCP)',
  'slow INP': 'slow taps (INP)',
};

const VERDICTS: Record<CanaryTest['verdict'], string> = {
  worse: 'worse than stable',
  undecided: 'not decided yet',
  'no worse': 'no worse than stable',
};

/**
 * How the canary does against stable in one plain sentence, for the people who decide whether to
 * abort it; the watcher's own figures are folded under it.
 */
export function canaryHeadline(judgement: CanaryJudgement | null): string {
  if (!judgement) return 'No figures yet.';
  const { abort, canaryLoads, minPageViews, tests } = judgement;
  if (abort) {
    const worse = tests.filter((test) => test.verdict === 'worse');
    return `Worse than stable (${worse.map((test) => TEST_NAMES[test.name]).join(', ')}): the watcher aborts it.`;
  }
  if (canaryLoads < minPageViews)
    return `Too early to judge: ${canaryLoads} of the ${minPageViews} canary page loads the watcher needs.`;
  if (tests.every((test) => test.verdict === 'no worse')) return 'No worse than stable so far.';
  return 'Nothing worse than stable so far; the watcher keeps measuring.';
}

/** One of the watcher's tests: what it looks at, its verdict, and the figures behind it. */
export function canaryTestLine({ name, verdict, figures }: CanaryTest): string {
  const what = TEST_NAMES[name];
  return `${what[0]!.toUpperCase()}${what.slice(1)}: ${VERDICTS[verdict]}. ${figures}`;
}
