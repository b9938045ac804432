import { existsSync } from 'node:fs';
import type { ReleaseContext } from '../release/changeServed';
import { eventsFileOf, openEventStore } from '../site-events/eventStore';
import { canaryFigures, type CanaryFigures } from '../site-events/cohortFigures';
import { releaseAbort } from './canaryCommands';
import { readCanary, type CanaryState } from '../generations/canaryState';
import { canaryVerdict, DEFAULT_CANARY_LIMITS, type CanaryVerdict } from './canaryVerdict';

/** How often the servers' watcher looks at a running canary. */
export const WATCH_INTERVAL_MS = 5000;

const none = (generation: string) => ({
  generation,
  loads: 0,
  failingLoads: 0,
  failuresByKind: {},
});

/** The canary cohort's and the stable cohort's figures since the canary started. */
function figuresOf(stateDir: string, canary: CanaryState): CanaryFigures {
  const file = eventsFileOf(stateDir);
  if (!existsSync(file))
    return { canary: none(canary.generation), stable: none(canary.stableGeneration), slow: [] };
  const db = openEventStore(file, { readonly: true });
  try {
    return canaryFigures(db, {
      canary: canary.generation,
      stable: canary.stableGeneration,
      since: Date.parse(canary.startedAt),
    });
  } finally {
    db.close();
  }
}

/**
 * Looks at the running canary once: the sequential tests of canaryVerdict on what both cohorts
 * showed since it started and, when the canary is worse, aborts it (the figures go to the
 * release log). Null when no canary runs.
 */
export async function checkCanary(context: ReleaseContext): Promise<CanaryVerdict | null> {
  const canary = readCanary(context.stateDir);
  if (!canary) return null;
  // A canary started before the limits changed carries its own: the defaults fill the rest.
  const limits = { ...DEFAULT_CANARY_LIMITS, ...canary.limits };
  const verdict = canaryVerdict(figuresOf(context.stateDir, canary), limits);
  if (verdict.abort)
    await releaseAbort({ ...context, actor: 'canary watcher' }, canary.workspace, {
      reason: `worse than stable: ${verdict.tests
        .filter((test) => test.verdict === 'worse')
        .map((test) => test.name)
        .join(', ')}`,
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
