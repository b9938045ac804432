import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkContract, contractProblems } from './contractCheck';
import {
  checkVersionName,
  listVersions,
  releasesOf,
  REMOTE_WORKSPACES,
  remoteNameOf,
} from './releaseStore';

/** What building a release needs: the repository, where releases go, and where to say things. */
export interface ReleaseContext {
  repoRoot: string;
  /** `{releasesRoot}/{workspace}/{version}/`. */
  releasesRoot: string;
  log: (line: string) => void;
}

/** A release that cannot be made as asked: nothing was released. */
export class ReleaseError extends Error {}

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

/** `release list`: each remote's released versions on disk, oldest first. */
export function releaseList(context: ReleaseContext, workspace?: string): string[] {
  const workspaces = workspace ? [workspace] : Object.values(REMOTE_WORKSPACES);
  const lines: string[] = [];
  for (const ws of workspaces) {
    remoteNameOf(ws);
    lines.push(ws);
    for (const { version, releasedAt } of listVersions(releasesOf(context.releasesRoot, ws)))
      lines.push(`  ${version.padEnd(24)} ${releasedAt.toISOString()}`);
  }
  for (const line of lines) context.log(line);
  return lines;
}
