import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packReleaseArtifact } from 'shared-lib/release-artifact';
import {
  listReleaseFiles,
  readReleaseFiles,
  RELEASE_FILES,
  writeReleaseFiles,
  type ReleaseFiles,
  type ReleaseFilesHeader,
} from 'shared-lib/release-files';
import { checkContract, contractProblems } from './contractCheck';
import {
  checkVersionName,
  listVersions,
  releasesOf,
  REMOTE_WORKSPACES,
  remoteNameOf,
} from './releaseStore';

/** What making a release needs: the repository, where releases are, and where to say things. */
export interface ReleaseContext {
  repoRoot: string;
  /** `{releasesRoot}/{workspace}/{version}/`. */
  releasesRoot: string;
  log: (line: string) => void;
}

/** A release that cannot be made as asked: nothing was released. */
export class ReleaseError extends Error {}

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
function changedSinceBuilt(built: ReleaseFiles | null, released: ReleaseFiles): string[] {
  if (!built) return [];
  return Object.entries(released.files)
    .filter(([name, hash]) => built.files[name] !== hash)
    .map(([name, hash]) =>
      built.files[name]
        ? `${name} has SHA-256 ${hash}, its files.json lists ${built.files[name]}`
        : `${name} is not in its files.json`,
    );
}

/** The build's own list, when it has one. */
const builtList = (dir: string): ReleaseFiles | null =>
  existsSync(path.join(dir, RELEASE_FILES)) ? readReleaseFiles(dir) : null;

export interface BuildOptions {
  workspace: string;
  version: string;
  /** An existing build to release as it is (no build), e.g. mf-gifts/dist/campaigns/christmas. */
  from?: string;
  /** mf-gifts' seasonal campaign (`campaigns/{name}.json`) to build. */
  campaign?: string;
}

/** Builds the workspace into `into` with the repository's own build, as `npm run build` does. */
function buildInto(context: ReleaseContext, options: BuildOptions, into: string): void {
  if (options.campaign && options.workspace !== 'mf-gifts')
    throw new ReleaseError('Only mf-gifts has campaigns');
  context.log(`Building ${options.workspace} into ${into}...`);
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', options.workspace], {
    cwd: context.repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      APP_OUTPUT_PATH: into,
      ...(options.campaign ? { GIFTS_CAMPAIGN: options.campaign } : {}),
    },
  });
  if (result.status !== 0)
    throw new ReleaseError(`The build of ${options.workspace} failed (exit ${result.status})`);
}

/** Copies an existing build, its nested builds left out; a link refuses it. */
function copyBuild(from: string, into: string): void {
  if (!existsSync(path.join(from, 'remoteEntry.js')))
    throw new ReleaseError(`${from} is not a build of a remote (no remoteEntry.js)`);
  cpSync(from, into, {
    recursive: true,
    filter: (file) => {
      if (lstatSync(file).isSymbolicLink())
        throw new ReleaseError(`${file} is a symbolic link: a build is files only`);
      return !isNestedBuild(from, file);
    },
  });
}

/**
 * Makes the release folder of one remote in a temporary folder (the caller removes it): the
 * workspace built, or an existing build copied as it is, its contract checked, and the release's
 * own list of its files written, carrying the build's commit and time.
 */
export function prepareRelease(context: ReleaseContext, options: BuildOptions): string {
  const name = remoteNameOf(options.workspace);
  checkVersionName(options.version);
  const folder = mkdtempSync(path.join(tmpdir(), `release-${options.workspace}-`));
  try {
    const from = options.from ? path.resolve(context.repoRoot, options.from) : null;
    if (from) copyBuild(from, folder);
    else buildInto(context, options, folder);
    const problems = contractProblems(checkContract(name, folder));
    if (problems.length > 0)
      throw new ReleaseError(
        `${options.workspace} ${options.version} is refused: ${problems.join('; ')} (shared-lib/src/contracts)`,
      );
    const built = builtList(from ?? folder);
    const header: ReleaseFilesHeader = {
      workspace: options.workspace,
      version: options.version,
      // A build listed before its commit and time were recorded: unknown, and packed now.
      commit: built?.commit ?? null,
      builtAt: built?.builtAt ?? new Date().toISOString(),
    };
    // The release's own list of its files: what the pre-render will run of it (decision 360).
    const files = listReleaseFiles(folder, header);
    const changed = from ? changedSinceBuilt(built, files) : [];
    if (changed.length > 0)
      throw new ReleaseError(
        `${options.workspace} ${options.version} is refused: ${from} changed after it was built: ${changed.join('; ')}`,
      );
    writeReleaseFiles(folder, files);
    return folder;
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `release pack`: one remote's release as one artifact (`{out}/{workspace}-{version}.tar.gz`,
 * docs/release-artifact.md), from the workspace's build or an existing one. Nothing is released
 * or served: the artifact is uploaded to a release service to be.
 */
export async function releasePack(
  context: ReleaseContext,
  options: BuildOptions & { out: string },
): Promise<{ file: string; list: ReleaseFiles; bytes: number }> {
  const folder = prepareRelease(context, options);
  try {
    return await packReleaseArtifact(folder, options.out);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
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
