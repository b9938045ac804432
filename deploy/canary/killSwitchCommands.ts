import {
  changeServed,
  manifestWith,
  ReleaseError,
  type ReleaseContext,
} from '../release/changeServed';
import { currentVersion, readHistory, releasesOf, remoteNameOf } from '../release/releaseStore';
import { servedManifest } from '../release/servedManifest';
import { readCanary } from '../generations/canaryState';
import { switchedOff, switchOff, switchOn } from '../release/killSwitch';

/** Refuses to release a remote that is switched off, naming who switched it off and the way out. */
export function refuseWhileSwitchedOff(
  context: ReleaseContext,
  workspace: string,
  command: string,
) {
  const off = switchedOff(context.releasesRoot, workspace);
  if (off)
    throw new ReleaseError(
      `${command} is refused: ${workspace} is switched off since ${off.at} by ${off.by}; run \`release enable ${workspace}\` first`,
    );
}

/**
 * The kill switch: renders every page without the remote (each of its parts shows its fallback)
 * and switches to that generation; every later generation leaves it out too until enabled.
 */
export async function releaseDisable(context: ReleaseContext, workspace: string) {
  const name = remoteNameOf(workspace);
  const logged = await changeServed(context, `disable ${workspace}`, async (origins) => {
    refuseWhileSwitchedOff(context, workspace, `disable ${workspace}`);
    if (readCanary(context.stateDir)?.workspace === workspace)
      throw new ReleaseError(`A canary of ${workspace} is running: abort it first`);
    const manifest = servedManifest(origins, context.releasesRoot);
    delete (manifest.remotes as Partial<typeof manifest.remotes>)[name];
    return {
      manifest,
      entry: {
        action: 'disable',
        change: `${workspace} switched off: every page shows its fallback`,
        workspace,
        reason: `disable ${workspace}`,
      },
      commit: () =>
        switchOff(context.releasesRoot, workspace, {
          at: (context.now?.() ?? new Date()).toISOString(),
          by: context.actor,
        }),
    };
  });
  context.log(
    `Switched ${workspace} off: generation ${logged.generation} served without it, ${logged.seconds} s`,
  );
  return logged;
}

/** Ends the kill switch: every page is rendered with the remote's promoted version again. */
export async function releaseEnable(context: ReleaseContext, workspace: string) {
  const name = remoteNameOf(workspace);
  const logged = await changeServed(context, `enable ${workspace}`, async (origins) => {
    if (!switchedOff(context.releasesRoot, workspace))
      throw new ReleaseError(`${workspace} is not switched off`);
    const version = currentVersion(readHistory(releasesOf(context.releasesRoot, workspace)));
    return {
      manifest: await manifestWith(context, origins, name, version),
      entry: {
        action: 'enable',
        change: `${workspace} switched on at ${version ?? 'origin root'}`,
        workspace,
        to: version,
        reason: `enable ${workspace}`,
      },
      commit: () => switchOn(context.releasesRoot, workspace),
    };
  });
  context.log(
    `Switched ${workspace} on: generation ${logged.generation} served with it, ${logged.seconds} s`,
  );
  return logged;
}
