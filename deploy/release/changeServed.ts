import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest, RemoteName } from 'shared-lib/contracts';
import { RELEASE_LOCK_FILE, withReleaseLock } from '../generations/releaseLock';
import {
  appendReleaseLog,
  RELEASE_LOG_FILE,
  type ReleaseLogEntry,
} from '../generations/releaseLog';
import { readSiteOrigins } from '../generations/siteState';
import { entryOf } from '../origins/remoteEntries';
import type { SiteOrigins } from '../origins/siteOrigins';
import { checkContract, contractProblems } from './contractCheck';
import { releasesOf } from './releaseStore';
import { renderGeneration, type GenerationContext } from './renderGeneration';
import { servedManifest } from './servedManifest';

export interface ReleaseContext {
  repoRoot: string;
  /** `{releasesRoot}/{workspace}/{version}/`, with the history, the lock and the release log. */
  releasesRoot: string;
  /** The served site's state folder (deploy/generations/siteState.ts). */
  stateDir: string;
  /** The shell's build: the content it was built with is what a first publish starts from. */
  shellDist: string;
  /** Who runs the command, for the lock, the history and the log. */
  actor: string;
  /** How long a command waits for another one's lock before it is refused. */
  lockWaitMs: number;
  /** Renders every page into a new generation's folder (the pre-render). */
  render: GenerationContext['render'];
  /** Tells the server of new inline hashes before it serves pages carrying them (nginx). */
  onNewHashes?: GenerationContext['onNewHashes'];
  /**
   * Gives the servers a canary's cohorts (or none, `null`); true when an nginx took them (the Node
   * server reads the canary state per request).
   */
  onCohortsChanged?: (percent: number | null) => Promise<boolean>;
  now?: () => Date;
  log: (line: string) => void;
}

export class ReleaseError extends Error {}

export async function checkServed(entry: string): Promise<void> {
  for (const url of [entry, new URL('server/remoteEntry.js', entry).href]) {
    const response = await fetch(url, { cache: 'no-store' }).catch((error: Error) => {
      throw new ReleaseError(`${url} cannot be reached: ${error.message}`);
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('javascript'))
      throw new ReleaseError(`${url} answers ${response.status} ${type}, not a script`);
  }
}

const seconds = (started: number) => Math.round((Date.now() - started) / 100) / 10;

/**
 * The folder of a released version that may be served: refused when it was never released or
 * its build no longer keeps the remote's contract.
 */
export function releasedVersionDir(
  context: ReleaseContext,
  name: RemoteName,
  workspace: string,
  version: string,
): string {
  const dir = path.join(releasesOf(context.releasesRoot, workspace), version);
  if (!existsSync(dir)) throw new ReleaseError(`${workspace} ${version} has not been released`);
  const problems = contractProblems(checkContract(name, dir));
  if (problems.length > 0)
    throw new ReleaseError(`${workspace} ${version} is refused: ${problems.join('; ')}`);
  return dir;
}

/**
 * The manifest served now with one remote moved to a version (null: the build at its origin's
 * root), once that version's entries answer as scripts.
 */
export async function manifestWith(
  context: ReleaseContext,
  origins: SiteOrigins,
  name: RemoteName,
  version: string | null,
): Promise<RemotesManifest> {
  const entry = entryOf(origins, name, version);
  await checkServed(entry);
  const manifest = servedManifest(origins, context.releasesRoot);
  manifest.remotes[name] = entry;
  return manifest;
}

/**
 * Runs one change of what is served under the release lock: the history is read inside it, so
 * of two commands started together the second sees what the first did (no lost update). The new
 * generation is rendered and switched to, then the history and the release log are written.
 */
export async function changeServed(
  context: ReleaseContext,
  command: string,
  change: (origins: SiteOrigins) => Promise<{
    manifest: RemotesManifest;
    /** Serves the new generation (renderGeneration's `switchTo`): `current` by default. */
    switchTo?: (stateDir: string, id: string) => string | null;
    /** Published content to show (renderGeneration's `content`): the served one's by default. */
    content?: string | null;
    entry: Omit<
      ReleaseLogEntry,
      | 'time'
      | 'actor'
      | 'site'
      | 'generation'
      | 'previousGeneration'
      | 'renderDate'
      | 'pages'
      | 'seconds'
    >;
    commit?: () => void;
  }>,
): Promise<ReleaseLogEntry> {
  const started = Date.now();
  let origins: SiteOrigins;
  try {
    origins = readSiteOrigins(context.stateDir);
  } catch (error) {
    throw new ReleaseError((error as Error).message);
  }
  mkdirSync(context.releasesRoot, { recursive: true });
  return withReleaseLock(
    path.join(context.releasesRoot, RELEASE_LOCK_FILE),
    { actor: context.actor, command },
    { waitMs: context.lockWaitMs, log: context.log },
    async () => {
      const { manifest, entry, commit, switchTo, content } = await change(origins);
      const { info, previous } = await renderGeneration(
        {
          stateDir: context.stateDir,
          origins,
          render: context.render,
          onNewHashes: context.onNewHashes,
          now: context.now,
          log: context.log,
        },
        {
          manifest,
          reason: entry.reason,
          actor: context.actor,
          switchTo,
          ...(content === undefined ? {} : { content }),
        },
      );
      commit?.();
      const logged: ReleaseLogEntry = {
        time: (context.now?.() ?? new Date()).toISOString(),
        actor: context.actor,
        ...entry,
        site: origins.shell,
        generation: info.id,
        previousGeneration: previous,
        renderDate: info.renderDate,
        pages: info.pages,
        seconds: seconds(started),
      };
      appendReleaseLog(path.join(context.releasesRoot, RELEASE_LOG_FILE), logged);
      return logged;
    },
  );
}
