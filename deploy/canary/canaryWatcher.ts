import { canaryFigures, type CanaryFigures } from '../site-events/cohortFigures';
import { readStoredEvents } from '../site-events/eventStore';
import type { CanaryRun } from '../site-state/siteStateDocument';
import { canaryVerdict, DEFAULT_CANARY_LIMITS, type CanaryVerdict } from './canaryVerdict';

/** How often the release service's watcher looks at a running canary. */
export const WATCH_INTERVAL_MS = 5000;

const none = (generation: string) => ({
  generation,
  loads: 0,
  failingLoads: 0,
  failuresByKind: {},
});

/** The canary cohort's and the stable cohort's figures since the canary started. */
async function figuresOf(stateDir: string, canary: CanaryRun): Promise<CanaryFigures> {
  const { result } = await readStoredEvents(stateDir, (db) =>
    canaryFigures(db, {
      canary: canary.generation,
      stable: canary.stableGeneration,
      since: Date.parse(canary.startedAt),
    }),
  );
  return (
    result ?? { canary: none(canary.generation), stable: none(canary.stableGeneration), slow: [] }
  );
}

/**
 * The watcher's look at a running canary: the sequential tests of canaryVerdict on what both
 * cohorts showed since it started, from the site events of every host (PostgreSQL when
 * DATABASE_URL is set, else the state folder's). A canary started before the limits changed
 * carries its own: the defaults fill the rest.
 */
export async function judgeCanary(stateDir: string, canary: CanaryRun): Promise<CanaryVerdict> {
  return canaryVerdict(await figuresOf(stateDir, canary), {
    ...DEFAULT_CANARY_LIMITS,
    ...canary.limits,
  });
}

/** Why the watcher aborted: the tests that found the canary worse than stable. */
export const abortReasonOf = (verdict: CanaryVerdict) =>
  `worse than stable: ${verdict.tests
    .filter((test) => test.verdict === 'worse')
    .map((test) => test.name)
    .join(', ')}`;
