import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packBuild } from 'shared-lib/release-artifact';
import type { ReleaseFiles } from 'shared-lib/release-files';
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

/**
 * `release pack`: one remote's release as one artifact (`{out}/{workspace}-{version}.tar.gz`,
 * docs/release-artifact.md), from the workspace built now or an existing build, its contract
 * checked. Nothing is released or served: the artifact is uploaded to a release service to be.
 */
export async function releasePack(
  context: ReleaseContext,
  options: BuildOptions & { out: string },
): Promise<{ file: string; list: ReleaseFiles; bytes: number }> {
  const name = remoteNameOf(options.workspace);
  checkVersionName(options.version);
  const built = options.from
    ? null
    : mkdtempSync(path.join(tmpdir(), `build-${options.workspace}-`));
  try {
    const build = built ?? path.resolve(context.repoRoot, options.from!);
    if (built) buildInto(context, options, built);
    else if (!existsSync(path.join(build, 'remoteEntry.js')))
      throw new ReleaseError(`${build} is not a build of a remote (no remoteEntry.js)`);
    const problems = contractProblems(checkContract(name, build));
    if (problems.length > 0)
      throw new ReleaseError(
        `${options.workspace} ${options.version} is refused: ${problems.join('; ')} (shared-lib/src/contracts)`,
      );
    return await packBuild(build, {
      workspace: options.workspace,
      version: options.version,
      outDir: options.out,
    });
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
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
