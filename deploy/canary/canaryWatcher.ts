import type { CanaryRun } from '../site-state/siteStateDocument';
import {
  eventsLocationOf,
  eventsStored,
  generationHealth,
  openEventStore,
  type GenerationHealth,
} from '../site-events/eventStore';
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
async function cohortHealth(stateDir: string, canary: CanaryRun) {
  const location = eventsLocationOf(stateDir);
  if (!eventsStored(location))
    return { canary: none(canary.generation), stable: none(canary.stableGeneration) };
  const db = await openEventStore(location, { readonly: true });
  try {
    const since = Date.parse(canary.startedAt);
    return {
      canary: await generationHealth(db, canary.generation, since),
      stable: await generationHealth(db, canary.stableGeneration, since),
    };
  } finally {
    await db.close();
  }
}

/**
 * The watcher's look at a running canary: the two cohorts compared under its limits, from the
 * site events of every node (PostgreSQL when DATABASE_URL is set, else the state folder's).
 */
export async function judgeCanary(stateDir: string, canary: CanaryRun): Promise<CanaryVerdict> {
  const health = await cohortHealth(stateDir, canary);
  return canaryVerdict(health.canary, health.stable, canary.limits);
}
