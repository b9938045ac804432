import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { canberraDate } from 'shared-lib/clock';
import { linkedGeneration, readGenerationInfo } from '../generations/generationStore';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import {
  changeServed,
  manifestWith,
  ReleaseError,
  releasedVersionDir,
  type ReleaseContext,
} from './changeServed';
import { servedManifest } from './servedManifest';
import { checkContract, contractProblems } from './contractCheck';
import {
  checkVersionName,
  currentVersion,
  listVersions,
  readHistory,
  releasesOf,
  REMOTE_WORKSPACES,
  remoteNameOf,
  writeHistory,
} from './releaseStore';

/** Every file read-only: a released version never changes (a new one is released instead). */
function makeReadOnly(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadOnly(file);
    else chmodSync(file, 0o444);
  }
}

/** A build folder holds other builds (mf-gifts/dist/campaigns/christmas): not part of this one. */
const isNestedBuild = (root: string, file: string) =>
  file !== root &&
  statSync(file).isDirectory() &&
  path.relative(root, file).split(path.sep).length === 2 &&
  existsSync(path.join(file, 'remoteEntry.js'));

export interface BuildOptions {
  workspace: string;
  version: string;
  /** An existing build to release as it is (no build), e.g. mf-gifts/dist/campaigns/christmas. */
  from?: string;
  /** mf-gifts' seasonal campaign (`campaigns/{name}.json`) to build. */
  campaign?: string;
}

/**
 * Builds one remote (or takes an existing build) into `{releases}/{workspace}/{version}/`, after
 * checking its contract; a version is never overwritten. Nothing else is built or served anew.
 */
export function releaseBuild(context: ReleaseContext, options: BuildOptions): string {
  const name = remoteNameOf(options.workspace);
  checkVersionName(options.version);
  const releasesDir = releasesOf(context.releasesRoot, options.workspace);
  const target = path.join(releasesDir, options.version);
  if (existsSync(target))
    throw new ReleaseError(
      `${options.workspace} ${options.version} is already released; versions never change, release a new one`,
    );
  const staging = path.join(releasesDir, `.staging-${options.version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    if (options.from) {
      const from = path.resolve(context.repoRoot, options.from);
      if (!existsSync(path.join(from, 'remoteEntry.js')))
        throw new ReleaseError(`${from} is not a build of a remote (no remoteEntry.js)`);
      cpSync(from, staging, {
        recursive: true,
        filter: (file) => !isNestedBuild(from, file),
      });
    } else {
      if (options.campaign && options.workspace !== 'mf-gifts')
        throw new ReleaseError('Only mf-gifts has campaigns');
      context.log(`Building ${options.workspace} into ${staging}...`);
      const result = spawnSync('npm', ['run', '--silent', 'build', '-w', options.workspace], {
        cwd: context.repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          APP_OUTPUT_PATH: staging,
          ...(options.campaign ? { GIFTS_CAMPAIGN: options.campaign } : {}),
        },
      });
      if (result.status !== 0)
        throw new ReleaseError(`The build of ${options.workspace} failed (exit ${result.status})`);
    }
    const problems = contractProblems(checkContract(name, staging));
    if (problems.length > 0)
      throw new ReleaseError(
        `${options.workspace} ${options.version} is refused: ${problems.join('; ')} (shared-lib/src/contracts)`,
      );
    makeReadOnly(staging);
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  context.log(`Released ${options.workspace} ${options.version} into ${target}`);
  return target;
}

const labelOf = (version: string | null) => version ?? 'origin root';

export async function releasePromote(
  context: ReleaseContext,
  workspace: string,
  version: string,
): Promise<ReleaseLogEntry> {
  const name = remoteNameOf(workspace);
  checkVersionName(version);
  const releasesDir = releasesOf(context.releasesRoot, workspace);
  releasedVersionDir(context, name, workspace, version);
  const logged = await changeServed(context, `promote ${workspace} ${version}`, async (origins) => {
    const manifest = await manifestWith(context, origins, name, version);
    const history = readHistory(releasesDir);
    const from = currentVersion(history);
    return {
      manifest,
      entry: {
        action: 'promote',
        change: `${workspace} ${labelOf(from)} → ${version}`,
        workspace,
        from,
        to: version,
        reason: `promote ${workspace} ${version}`,
      },
      commit: () => {
        history.promoted.push({
          version,
          at: (context.now?.() ?? new Date()).toISOString(),
          by: context.actor,
        });
        writeHistory(releasesDir, history);
      },
    };
  });
  context.log(
    `Promoted ${workspace} ${version}: generation ${logged.generation} served, ${logged.seconds} s`,
  );
  return logged;
}

/** Back to the version promoted before the current one (or the origin's root build). */
export async function releaseRollback(
  context: ReleaseContext,
  workspace: string,
): Promise<ReleaseLogEntry> {
  const name = remoteNameOf(workspace);
  const releasesDir = releasesOf(context.releasesRoot, workspace);
  const logged = await changeServed(context, `rollback ${workspace}`, async (origins) => {
    const history = readHistory(releasesDir);
    const current = currentVersion(history);
    if (!current) throw new ReleaseError(`${workspace} has no promoted version to roll back`);
    const previous = history.promoted.at(-2)?.version ?? null;
    return {
      manifest: await manifestWith(context, origins, name, previous),
      entry: {
        action: 'rollback',
        change: `${workspace} ${current} → ${labelOf(previous)}`,
        workspace,
        from: current,
        to: previous,
        reason: `rollback ${workspace}`,
      },
      commit: () => writeHistory(releasesDir, { promoted: history.promoted.slice(0, -1) }),
    };
  });
  context.log(
    `Rolled ${workspace} back from ${logged.from} to ${labelOf(logged.to ?? null)}: generation ${logged.generation} served, ${logged.seconds} s`,
  );
  return logged;
}

/**
 * Renders every page again with the releases as they are (the Canberra midnight re-render, a
 * server's start, `npm run prerender`) and switches to that generation.
 */
export async function releaseRerender(
  context: ReleaseContext,
  reason: string,
): Promise<ReleaseLogEntry> {
  const logged = await changeServed(context, `rerender (${reason})`, async (origins) => {
    const served = linkedGeneration(context.stateDir);
    const before = served ? readGenerationInfo(context.stateDir, served).renderDate : null;
    const today = canberraDate(context.now?.() ?? new Date());
    return {
      manifest: servedManifest(origins, context.releasesRoot),
      entry: {
        action: 'rerender',
        change:
          before === today ? `render date ${today}` : `render date ${before ?? 'none'} → ${today}`,
        reason,
      },
    };
  });
  context.log(
    `Rendered again (${reason}): generation ${logged.generation} served, ${logged.pages} pages, ${logged.seconds} s`,
  );
  return logged;
}

export function releaseList(context: ReleaseContext, workspace?: string): string[] {
  const workspaces = workspace ? [workspace] : Object.values(REMOTE_WORKSPACES);
  const lines: string[] = [];
  for (const ws of workspaces) {
    remoteNameOf(ws);
    const releasesDir = releasesOf(context.releasesRoot, ws);
    const history = readHistory(releasesDir);
    const current = currentVersion(history);
    lines.push(`${ws} (serving ${current ?? 'the build at the origin root'})`);
    for (const { version, releasedAt } of listVersions(releasesDir)) {
      const marks = [
        version === current ? 'current' : '',
        current && history.promoted.at(-2)?.version === version ? 'rollback target' : '',
      ].filter(Boolean);
      lines.push(
        `  ${version.padEnd(24)} ${releasedAt.toISOString()}${marks.length ? `  (${marks.join(', ')})` : ''}`,
      );
    }
  }
  for (const line of lines) context.log(line);
  return lines;
}
