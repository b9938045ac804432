import {
  cpSync,
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, Parser, type ReadEntry } from 'tar';
import {
  folderDifferences,
  listReleaseFiles,
  parseReleaseFiles,
  readReleaseFiles,
  RELEASE_FILES,
  releaseLabel,
  writeReleaseFiles,
  type ReleaseFiles,
} from 'shared-lib/release-files';

/*
 * A release artifact (docs/release-artifact.md, decision 380): one gzip-compressed tar file
 * holding a release folder as `release pack` made it, its list of files (`files.json`) first,
 * then every file the list names and nothing else. What a remote's team builds in its own
 * repository and uploads to the release service, which takes it only as the list says.
 *
 * Node reads this file as it is (type stripping), from site-tooling's commands: no syntax that
 * only TypeScript can run.
 */

/** How an artifact's file name ends. */
export const ARTIFACT_SUFFIX = '.tar.gz';

/** The largest `files.json` an artifact may carry (a list of some thousands of files). */
export const MAX_LIST_BYTES = 4 * 1024 * 1024;

/** An artifact that cannot be made or read as asked: names the file and what is wrong. */
export class ReleaseArtifactError extends Error {}

/** `mf-gifts-2026-xmas.tar.gz`: the workspace and the version, as the service will name it. */
export function artifactNameOf(list: Pick<ReleaseFiles, 'workspace' | 'version'>): string {
  if (list.version === null)
    throw new ReleaseArtifactError(`${list.workspace}: a build with no version is no release`);
  return `${list.workspace}-${list.version}${ARTIFACT_SUFFIX}`;
}

/**
 * The list a release needs to be packed: a version, the commit it was built from (null when
 * unknown) and when it was built.
 */
function checkPackable(list: ReleaseFiles, folder: string): void {
  const missing = [
    ...(list.version === null ? ['version'] : []),
    ...(list.commit === undefined ? ['commit'] : []),
    ...(list.builtAt === undefined ? ['builtAt'] : []),
  ];
  if (missing.length > 0)
    throw new ReleaseArtifactError(
      `${path.join(folder, RELEASE_FILES)} has no ${missing.join(', ')}: only a release's own list (release pack) is packed`,
    );
}

/** A build folder holds other builds (mf-gifts/dist/campaigns/christmas): not part of this one. */
const isNestedBuild = (root: string, file: string) =>
  file !== root &&
  statSync(file).isDirectory() &&
  path.relative(root, file).split(path.sep).length === 2 &&
  existsSync(path.join(file, 'remoteEntry.js'));

/**
 * What changed in a build since it was built: each file whose hash is not the one the build's
 * own list gives.
 */
const changedSinceBuilt = (built: ReleaseFiles, released: ReleaseFiles): string[] =>
  Object.entries(released.files)
    .filter(([name, hash]) => built.files[name] !== hash)
    .map(([name, hash]) =>
      built.files[name]
        ? `${name} has SHA-256 ${hash}, its files.json lists ${built.files[name]}`
        : `${name} is not in its files.json`,
    );

/**
 * `release pack`, `site-release pack`: the build in `build` (a remote's `dist/`) as the
 * artifact of release `version`, `{outDir}/{workspace}-{version}.tar.gz`. Every file is copied
 * as it is (its nested builds left out) and must have the hash the build's own list gives; the
 * release's list carries the build's commit and time (unknown commit and now, for a build made
 * before lists recorded them). A link, or a file changed since the build, refuses it.
 */
export async function packBuild(
  build: string,
  release: { workspace: string; version: string; outDir: string },
): Promise<{ file: string; list: ReleaseFiles; bytes: number }> {
  const label = `${release.workspace} ${release.version}`;
  if (!existsSync(path.join(build, 'remoteEntry.js')))
    throw new ReleaseArtifactError(`${build} is not a build of a remote (no remoteEntry.js)`);
  const folder = mkdtempSync(path.join(tmpdir(), `release-${release.workspace}-`));
  try {
    cpSync(build, folder, {
      recursive: true,
      filter: (file) => {
        if (lstatSync(file).isSymbolicLink())
          throw new ReleaseArtifactError(`${file} is a symbolic link: a build is files only`);
        return !isNestedBuild(build, file) && file !== path.join(build, RELEASE_FILES);
      },
    });
    const built = existsSync(path.join(build, RELEASE_FILES)) ? readReleaseFiles(build) : null;
    const list = listReleaseFiles(folder, {
      workspace: release.workspace,
      version: release.version,
      commit: built?.commit ?? null,
      builtAt: built?.builtAt ?? new Date().toISOString(),
    });
    const changed = built ? changedSinceBuilt(built, list) : [];
    if (changed.length > 0)
      throw new ReleaseArtifactError(
        `${label} is refused: ${build} changed after it was built: ${changed.join('; ')}`,
      );
    writeReleaseFiles(folder, list);
    return await packReleaseArtifact(folder, release.outDir);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Packs the release folder `folder` (its `files.json` the release's own list) into
 * `{outDir}/{workspace}-{version}.tar.gz`: the list first, then each file it names, sorted, with
 * no owner and the build's time on every entry, so the same release always packs to the same
 * files. Refused when the folder is not exactly what its list says.
 */
async function packReleaseArtifact(
  folder: string,
  outDir: string,
): Promise<{ file: string; list: ReleaseFiles; bytes: number }> {
  const list = readReleaseFiles(folder);
  checkPackable(list, folder);
  const differences = folderDifferences(folder, list);
  if (differences.length > 0)
    throw new ReleaseArtifactError(
      `${releaseLabel(list)} (${folder}) is not packed: ${differences.join('; ')}`,
    );
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, artifactNameOf(list));
  const partial = `${file}.${process.pid}.partial`;
  try {
    await create(
      { file: partial, cwd: folder, gzip: true, portable: true, mtime: new Date(list.builtAt!) },
      [RELEASE_FILES, ...Object.keys(list.files).sort()],
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, list, bytes: statSync(file).size };
}

/**
 * The list an artifact carries (its first entry), every field checked, without reading the
 * rest: what a client needs to know where to upload it.
 */
export function readArtifactList(file: string): Promise<ReleaseFiles> {
  return new Promise((resolve, reject) => {
    const source = createReadStream(file);
    const parser = new Parser({ strict: true });
    let settled = false;
    const settle = (error: Error | null, list?: ReleaseFiles) => {
      if (settled) return;
      settled = true;
      source.destroy();
      if (error) reject(error);
      else resolve(list!);
    };
    parser.on('entry', (entry: ReadEntry) => {
      if (settled) return entry.resume();
      if (entry.path !== RELEASE_FILES || entry.type !== 'File' || entry.size > MAX_LIST_BYTES)
        return settle(
          new ReleaseArtifactError(
            `${file} is not a release artifact: its first entry is ${entry.path} (${entry.type}), not its ${RELEASE_FILES}`,
          ),
        );
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        try {
          settle(
            null,
            parseReleaseFiles(Buffer.concat(chunks).toString('utf8'), `${file}: ${RELEASE_FILES}`),
          );
        } catch (error) {
          settle(error as Error);
        }
      });
    });
    parser.on('error', (error: Error) =>
      settle(
        new ReleaseArtifactError(`${file} is not a gzip-compressed tar file: ${error.message}`),
      ),
    );
    parser.on('end', () =>
      settle(new ReleaseArtifactError(`${file} is not a release artifact: it holds no entry`)),
    );
    source.on('error', (error) => settle(error));
    source.pipe(parser);
  });
}
