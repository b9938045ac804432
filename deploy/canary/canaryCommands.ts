import path from 'node:path';
import { linkedGeneration, readGenerationInfo, relink } from '../generations/generationStore';
import { RELEASE_LOCK_FILE, withReleaseLock } from '../generations/releaseLock';
import { readSiteOrigins } from '../generations/siteState';
import {
  appendReleaseLog,
  RELEASE_LOG_FILE,
  type ReleaseLogEntry,
} from '../generations/releaseLog';
import {
  changeServed,
  manifestWith,
  ReleaseError,
  releasedVersionDir,
  type ReleaseContext,
} from '../release/changeServed';
import { releasePromote } from '../release/releaseCommands';
import {
  checkVersionName,
  currentVersion,
  readHistory,
  releasesOf,
  remoteNameOf,
} from '../release/releaseStore';
import { CANARY_LINK, clearCanary, readCanary, writeCanary } from '../generations/canaryState';
import type { CanaryLimits } from '../generations/canaryState';

const seconds = (started: number) => Math.round((Date.now() - started) / 100) / 10;

/** Refuses a change of what is served while a canary runs, naming it and the way out. */
export function refuseDuringCanary(stateDir: string, command: string): void {
  const canary = readCanary(stateDir);
  if (canary)
    throw new ReleaseError(
      `${command} is refused: a canary of ${canary.workspace} ${canary.version} (${canary.percent}%) is running since ${canary.startedAt}; run \`release promote ${canary.workspace}\` or \`release abort ${canary.workspace}\` first`,
    );
}

export interface CanaryOptions {
  percent: number;
  limits: CanaryLimits;
}

/**
 * Renders a canary generation: every page with `version` of the remote and the other remotes as
 * served, linked as `canary` beside `current`. About `percent` out of a hundred first visits are
 * placed in its cohort from then on; everyone else keeps the stable generation.
 */
export async function releaseCanary(
  context: ReleaseContext,
  workspace: string,
  version: string,
  { percent, limits }: CanaryOptions,
): Promise<ReleaseLogEntry> {
  const name = remoteNameOf(workspace);
  checkVersionName(version);
  if (!Number.isInteger(percent) || percent < 1 || percent > 50)
    throw new ReleaseError(`--percent ${percent}: a canary is a whole share from 1 to 50`);
  if (!Number.isInteger(limits.minPageViews) || limits.minPageViews < 1)
    throw new ReleaseError(
      `--min-views ${limits.minPageViews}: a whole number of page loads above 0`,
    );
  if (!(limits.falseAbortRate > 0 && limits.falseAbortRate < 0.5))
    throw new ReleaseError(
      `--false-abort-rate ${limits.falseAbortRate}: a share of healthy canaries above 0 and below 0.5`,
    );
  const releasesDir = releasesOf(context.releasesRoot, workspace);
  releasedVersionDir(context, name, workspace, version);
  let canaryId = '';
  const logged = await changeServed(context, `canary ${workspace} ${version}`, async (origins) => {
    refuseDuringCanary(context.stateDir, `canary ${workspace} ${version}`);
    const manifest = await manifestWith(context, origins, name, version);
    const from = currentVersion(readHistory(releasesDir));
    const stableGeneration = linkedGeneration(context.stateDir);
    if (!stableGeneration)
      throw new ReleaseError('No generation is served yet: start the site first');
    return {
      manifest,
      switchTo: (stateDir, id) => {
        canaryId = id;
        relink(stateDir, CANARY_LINK, id);
        return stableGeneration;
      },
      entry: {
        action: 'canary',
        change: `${workspace} ${from ?? 'origin root'} → ${version} for ${percent}% of first visits`,
        workspace,
        from,
        to: version,
        reason: `canary ${workspace} ${version} ${percent}%`,
      },
      commit: () => {
        writeCanary(context.stateDir, {
          workspace,
          remote: name,
          version,
          percent,
          generation: canaryId,
          stableGeneration,
          startedAt: (context.now?.() ?? new Date()).toISOString(),
          by: context.actor,
          limits,
        });
      },
    };
  });
  if (await context.onCohortsChanged?.(percent))
    context.log(`nginx reloaded: ${percent}% of first visits go to the canary`);
  context.log(
    `Canary ${workspace} ${version}: generation ${logged.generation} for ${percent}% of first visits (stable: ${logged.previousGeneration}), ${logged.seconds} s`,
  );
  return logged;
}

function runningCanary(context: ReleaseContext, workspace: string) {
  const canary = readCanary(context.stateDir);
  if (!canary) throw new ReleaseError(`No canary is running on ${context.stateDir}`);
  if (canary.workspace !== workspace)
    throw new ReleaseError(
      `The canary running is ${canary.workspace} ${canary.version}, not ${workspace}`,
    );
  return canary;
}

/** Makes the canary's release the stable one for everyone (a promote of its version). */
export async function releasePromoteCanary(
  context: ReleaseContext,
  workspace: string,
): Promise<ReleaseLogEntry> {
  const canary = runningCanary(context, workspace);
  const logged = await releasePromote(context, workspace, canary.version);
  clearCanary(context.stateDir);
  relink(context.stateDir, CANARY_LINK, logged.generation);
  await context.onCohortsChanged?.(null);
  context.log(`The canary ended: ${workspace} ${canary.version} is served to everyone`);
  return logged;
}

/**
 * Ends a canary: its cohort gets the stable generation again at once (the `canary` link is
 * pointed at it, then the cohorts are dropped), and the release log says why.
 */
export async function releaseAbort(
  context: ReleaseContext,
  workspace: string,
  { reason, figures }: { reason: string; figures?: string },
): Promise<ReleaseLogEntry> {
  const started = Date.now();
  runningCanary(context, workspace);
  return withReleaseLock(
    path.join(context.releasesRoot, RELEASE_LOCK_FILE),
    { actor: context.actor, command: `abort ${workspace}` },
    { waitMs: context.lockWaitMs, log: context.log },
    async () => {
      const canary = runningCanary(context, workspace);
      const stable = linkedGeneration(context.stateDir);
      if (!stable) throw new ReleaseError('No generation is served');
      relink(context.stateDir, CANARY_LINK, stable);
      clearCanary(context.stateDir);
      await context.onCohortsChanged?.(null);
      const info = readGenerationInfo(context.stateDir, stable);
      const logged: ReleaseLogEntry = {
        time: (context.now?.() ?? new Date()).toISOString(),
        actor: context.actor,
        action: 'abort',
        change: `${workspace} canary ${canary.version} ended: its ${canary.percent}% back to the stable release`,
        workspace,
        from: canary.version,
        to: currentVersion(readHistory(releasesOf(context.releasesRoot, workspace))),
        reason,
        ...(figures ? { figures } : {}),
        site: readSiteOrigins(context.stateDir).shell,
        generation: stable,
        previousGeneration: canary.generation,
        renderDate: info.renderDate,
        pages: 0,
        seconds: seconds(started),
      };
      appendReleaseLog(path.join(context.releasesRoot, RELEASE_LOG_FILE), logged);
      context.log(
        `Aborted the canary of ${workspace} ${canary.version} (${reason}${figures ? `: ${figures}` : ''}); everyone gets generation ${stable}, ${logged.seconds} s`,
      );
      return logged;
    },
  );
}
