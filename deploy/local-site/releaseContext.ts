import { userInfo } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from '../config/siteConfig';
import { updateServedCohorts } from '../nginx/nginxCohorts';
import { updateServedPolicy } from '../nginx/servedBy';
import { REPO_ROOT } from '../origins/siteApps';
import { prerender } from '../prerender/prerender';
import { ReleaseError, type ReleaseContext } from '../release/changeServed';

/** The value after `--{name}` on a command line. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * The clock: RELEASE_CLOCK (an instant) makes the command run as if started then, e.g. to render
 * the pages of a day ahead of it (`RELEASE_CLOCK=2026-12-01T13:00:05Z … rerender`).
 */
function clock(env: NodeJS.ProcessEnv): () => Date {
  if (!env.RELEASE_CLOCK) return () => new Date();
  const start = Date.parse(env.RELEASE_CLOCK);
  if (Number.isNaN(start))
    throw new ReleaseError(`RELEASE_CLOCK=${env.RELEASE_CLOCK} is not an instant (ISO 8601)`);
  const offset = start - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * What the release commands need, for the site of the configuration (loadSiteConfig): its state
 * folder, the releases, the actor, the lock's patience, the pre-render in this process and
 * nginx's policy reload.
 */
export function releaseContext(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ReleaseContext {
  const shellDist = path.join(REPO_ROOT, 'shell/dist');
  const { folders, release } = loadSiteConfig(env);
  const stateDir = folders.state;
  return {
    repoRoot: REPO_ROOT,
    releasesRoot: folders.releases,
    stateDir,
    shellDist,
    actor: option(args, 'as') ?? env.RELEASE_ACTOR ?? userInfo().username,
    lockWaitMs: release.lockWaitSeconds * 1000,
    // In this process: the command is short-lived, and a second process would cost its start.
    render: (job) => prerender({ shellDist, ...job }),
    onNewHashes: async (hashes) => {
      if (await updateServedPolicy(stateDir, hashes))
        console.log('nginx reloaded: its policy allows the new inline styles');
    },
    onCohortsChanged: (percent) => updateServedCohorts(stateDir, percent),
    now: clock(env),
    log: (line) => console.log(line),
  };
}
