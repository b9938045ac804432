import type { Change } from '../site-state/changes';
import type { CanaryLimits } from '../site-state/siteStateDocument';
import {
  ReleaseRefused,
  secondsSince as seconds,
  type Answer,
  type Asker,
  type ReleaseService,
} from './releaseService';

/** The canary's limits a command may set: a whole share, a number of views, a rate. */
export function checkCanaryOptions(percent: number, limits: CanaryLimits): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 50)
    throw new ReleaseRefused(`--percent ${percent}: a canary is a whole share from 1 to 50`);
  if (!Number.isInteger(limits.minPageViews) || limits.minPageViews < 1)
    throw new ReleaseRefused(
      `--min-views ${limits.minPageViews}: a whole number of page views above 0`,
    );
  if (!(limits.maxExcess >= 0 && limits.maxExcess < 1))
    throw new ReleaseRefused(
      `--max-excess ${limits.maxExcess}: a share of page views from 0 to below 1`,
    );
}

/**
 * `canary`: the release staged (or staged now) and served to `percent` out of a hundred first
 * visits, kept in their cohort by a cookie; the answer waits until both servers route so.
 */
export async function startCanary(
  service: ReleaseService,
  asker: Asker,
  change: Extract<Change, { kind: 'release' }>,
  percent: number,
  limits: CanaryLimits,
): Promise<Answer> {
  checkCanaryOptions(percent, limits);
  const { result } = await service.withRenderLock(asker, async () => {
    const { candidate } = await service.stageLocked(asker, change);
    return {
      result: await service.apply(asker, {
        type: 'canary',
        candidate: candidate.id,
        percent,
        limits,
      }),
    };
  });
  await service.settle();
  const entry = result.logged!;
  return {
    said: [
      `Canary ${change.workspace} ${change.version}: generation ${entry.generation} for ${percent}% of first visits (stable: ${entry.previousGeneration}), ${seconds(asker.started)} s`,
    ],
    seconds: seconds(asker.started),
    entry,
  };
}

/** The running canary, when it is `workspace`'s; refused naming what runs otherwise. */
export function runningCanary(service: ReleaseService, workspace: string) {
  const canary = service.state.canary;
  if (!canary) throw new ReleaseRefused(`No canary is running`);
  if (canary.workspace !== workspace)
    throw new ReleaseRefused(
      `The canary running is ${canary.workspace} ${canary.version}, not ${workspace}`,
    );
  return canary;
}

/**
 * `abort`: the canary cohort gets the stable generation again at once (its link is pointed at
 * the stable one before nginx drops the cohorts), and the log says why.
 */
export async function abortCanary(
  service: ReleaseService,
  asker: Asker,
  workspace: string,
  { reason, figures }: { reason: string; figures?: string },
): Promise<Answer> {
  runningCanary(service, workspace);
  const result = await service.apply(asker, {
    type: 'abort',
    reason,
    ...(figures ? { figures } : {}),
  });
  await service.settle();
  return {
    said: [`${result.said}, ${seconds(asker.started)} s`],
    seconds: seconds(asker.started),
    entry: result.logged!,
  };
}

/** `promote` during a canary of that release: the canary's generation for everyone. */
export async function promoteCanary(service: ReleaseService, asker: Asker): Promise<Answer> {
  const result = await service.apply(asker, { type: 'promote-canary' });
  await service.settle();
  const entry = result.logged!;
  return {
    said: [
      `Promoted ${entry.workspace} ${entry.to}: generation ${entry.generation} served, ${seconds(asker.started)} s`,
      result.said,
    ],
    seconds: seconds(asker.started),
    entry,
  };
}
