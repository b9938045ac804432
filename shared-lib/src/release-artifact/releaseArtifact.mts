import { createReadStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { create, Parser, type ReadEntry } from 'tar';
import {
  folderDifferences,
  parseReleaseFiles,
  readReleaseFiles,
  RELEASE_FILES,
  releaseLabel,
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

/**
 * Packs the release folder `folder` (its `files.json` the release's own list) into
 * `{outDir}/{workspace}-{version}.tar.gz`: the list first, then each file it names, sorted, with
 * no owner and the build's time on every entry, so the same release always packs to the same
 * files. Refused when the folder is not exactly what its list says.
 */
export async function packReleaseArtifact(
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
