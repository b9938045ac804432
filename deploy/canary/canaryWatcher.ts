import { existsSync } from 'node:fs';
import type { CanaryRun } from '../site-state/siteStateDocument';
import { generationHealth, openEventStore, type GenerationHealth } from '../site-events/eventStore';
import { canaryVerdict, type CanaryVerdict } from './canaryVerdict';

/** How often the release service's watcher looks at a running canary. */
export const WATCH_INTERVAL_MS = 5000;

const none = (generation: string): GenerationHealth => ({
  generation,
  pageViews: 0,
  failures: 0,
  failuresByKind: {},
});

/** The canary cohort's and the stable cohort's health since the canary started. */
function cohortHealth(eventsFile: string, canary: CanaryRun) {
  if (!existsSync(eventsFile))
    return { canary: none(canary.generation), stable: none(canary.stableGeneration) };
  const db = openEventStore(eventsFile, { readonly: true });
  try {
    const since = Date.parse(canary.startedAt);
    return {
      canary: generationHealth(db, canary.generation, since),
      stable: generationHealth(db, canary.stableGeneration, since),
    };
  } finally {
    db.close();
  }
}

/** The watcher's look at a running canary: the two cohorts compared under its limits. */
export function judgeCanary(eventsFile: string, canary: CanaryRun): CanaryVerdict {
  const health = cohortHealth(eventsFile, canary);
  return canaryVerdict(health.canary, health.stable, canary.limits);
}
