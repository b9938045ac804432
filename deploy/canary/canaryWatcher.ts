import type { ReleaseContext } from '../release/changeServed';
import {
  eventsLocationOf,
  eventsStored,
  generationHealth,
  openEventStore,
  type GenerationHealth,
} from '../site-events/eventStore';
import { releaseAbort } from './canaryCommands';
import { readCanary, type CanaryState } from '../generations/canaryState';
import { canaryVerdict, type CanaryVerdict } from './canaryVerdict';

/** How often the servers' watcher looks at a running canary. */
export const WATCH_INTERVAL_MS = 5000;

const none = (generation: string): GenerationHealth => ({
  generation,
  pageViews: 0,
  failures: 0,
  failuresByKind: {},
});

/** The canary cohort's and the stable cohort's health since the canary started. */
async function cohortHealth(stateDir: string, canary: CanaryState) {
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
 * Looks at the running canary once: compares the two cohorts' failure rates and, past the
 * canary's limits, aborts it (the figures go to the release log). Null when no canary runs.
 */
export async function checkCanary(context: ReleaseContext): Promise<CanaryVerdict | null> {
  const canary = readCanary(context.stateDir);
  if (!canary) return null;
  const health = await cohortHealth(context.stateDir, canary);
  const verdict = canaryVerdict(health.canary, health.stable, canary.limits);
  if (verdict.abort)
    await releaseAbort({ ...context, actor: 'canary watcher' }, canary.workspace, {
      reason: 'failure rate over the limit',
      figures: verdict.summary,
    });
  return verdict;
}

/**
 * Checks the canary every `intervalMs` while the servers run (a check never overlaps the one
 * before it); says what it saw when that changes. Returns a function that stops it.
 */
export function watchCanary(
  context: ReleaseContext,
  intervalMs: number = WATCH_INTERVAL_MS,
): () => void {
  let busy = false;
  let said = '';
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    checkCanary(context)
      .then((verdict) => {
        const line = verdict ? `Canary watcher: ${verdict.summary}` : '';
        if (line && line !== said) context.log(line);
        said = line;
      })
      .catch((error: Error) => context.log(`Canary watcher: ${error.message}`))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
