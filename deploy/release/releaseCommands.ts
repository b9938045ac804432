import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import {
  listReleaseFiles,
  readReleaseFiles,
  RELEASE_FILES,
  writeReleaseFiles,
  type ReleaseFiles,
} from 'shared-lib/release-files';
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

/**
 * What changed in a build since it was built: each released file whose hash is not the one the
 * build's own list gives (none to compare when the build has no list).
 */
function changedSinceBuilt(from: string, released: ReleaseFiles): string[] {
  if (!existsSync(path.join(from, RELEASE_FILES))) return [];
  const built = readReleaseFiles(from).files;
  return Object.entries(released.files)
    .filter(([name, hash]) => built[name] !== hash)
    .map(([name, hash]) =>
      built[name]
        ? `${name} has SHA-256 ${hash}, its files.json lists ${built[name]}`
        : `${name} is not in its files.json`,
    );
}

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
        filter: (file) => {
          if (lstatSync(file).isSymbolicLink())
            throw new ReleaseError(`${file} is a symbolic link: a build is files only`);
          return !isNestedBuild(from, file);
        },
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
    // The release's own list of its files: what the pre-render will run of it (decision 360).
    const files = listReleaseFiles(staging, {
      workspace: options.workspace,
      version: options.version,
    });
    const changed = options.from
      ? changedSinceBuilt(path.resolve(context.repoRoot, options.from), files)
      : [];
    if (changed.length > 0)
      throw new ReleaseError(
        `${options.workspace} ${options.version} is refused: ${path.resolve(context.repoRoot, options.from!)} changed after it was built: ${changed.join('; ')}`,
      );
    writeReleaseFiles(staging, files);
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
