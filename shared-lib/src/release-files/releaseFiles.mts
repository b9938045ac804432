import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * A remote build's list of its files (docs/release-files.md, decision 360): written beside the
 * files by the build and again by `release build` for the release it makes; the pre-render runs
 * no file of a remote's Node container whose SHA-256 differs from it.
 *
 * Node reads this file as it is (type stripping), from the webpack factory: no syntax that only
 * TypeScript can run, and no import but Node's own.
 */

/** The list's name, at the root of the build or release folder. */
export const RELEASE_FILES = 'files.json';

export interface ReleaseFiles {
  /** The remote's workspace (`mf-gifts`). */
  workspace: string;
  /** The release's version (`2026-xmas`); null for a build that is not a release. */
  version: string | null;
  /** How each file is hashed. */
  algorithm: 'sha256';
  /** Each file of the folder but the list itself, by its `/`-separated path in it: its hash in hex. */
  files: Record<string, string>;
}

/** A list that is not one, or a folder that cannot be listed: names the file and what is wrong. */
export class ReleaseFilesError extends Error {}

export const sha256Of = (bytes: string | Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** How a message names a list's release: `mf-gifts 2026-xmas`, or `mf-gifts (build)`. */
export const releaseLabel = (list: Pick<ReleaseFiles, 'workspace' | 'version'>): string =>
  `${list.workspace} ${list.version ?? '(build)'}`;

/**
 * Every file under `dir`, hashed. A folder holding a list of its own is another build (a
 * seasonal variant kept in the default build's folder) and is left out; a symbolic link is
 * refused: a release is files, and a link could name anything on the machine.
 */
export function listReleaseFiles(
  dir: string,
  release: Pick<ReleaseFiles, 'workspace' | 'version'>,
): ReleaseFiles {
  const files: Record<string, string> = {};
  const walk = (folder: string, prefix: string): void => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      const relative = `${prefix}${name}`;
      const stats = lstatSync(file);
      if (stats.isSymbolicLink())
        throw new ReleaseFilesError(`${file} is a symbolic link: a build is files only`);
      if (stats.isDirectory()) {
        if (!existsSync(path.join(file, RELEASE_FILES))) walk(file, `${relative}/`);
      } else if (relative !== RELEASE_FILES) files[relative] = sha256Of(readFileSync(file));
    }
  };
  walk(dir, '');
  return { workspace: release.workspace, version: release.version, algorithm: 'sha256', files };
}

export function writeReleaseFiles(dir: string, list: ReleaseFiles): string {
  const file = path.join(dir, RELEASE_FILES);
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  return file;
}

const HASH = /^[0-9a-f]{64}$/;

/** The list of the build or release in `dir`, every field checked. */
export function readReleaseFiles(dir: string): ReleaseFiles {
  const file = path.join(dir, RELEASE_FILES);
  if (!existsSync(file))
    throw new ReleaseFilesError(
      `${file} is missing: the build lists no files, so none of it can be checked`,
    );
  let list: Partial<ReleaseFiles>;
  try {
    list = JSON.parse(readFileSync(file, 'utf8')) as Partial<ReleaseFiles>;
  } catch (error) {
    throw new ReleaseFilesError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const bad = (field: string, what: string) =>
    new ReleaseFilesError(`${file}: field "${field}" ${what}`);
  if (typeof list.workspace !== 'string' || list.workspace === '')
    throw bad('workspace', 'must name the workspace');
  if (list.version !== null && typeof list.version !== 'string')
    throw bad('version', 'must be the version, or null for a build');
  if (list.algorithm !== 'sha256') throw bad('algorithm', 'must be "sha256"');
  if (typeof list.files !== 'object' || list.files === null)
    throw bad('files', 'must map each path to its hash');
  for (const [name, hash] of Object.entries(list.files)) {
    if (typeof hash !== 'string' || !HASH.test(hash))
      throw bad(`files.${name}`, 'must be a SHA-256 in lower-case hex');
    if (name.startsWith('/') || name.split('/').some((part) => part === '' || part === '..'))
      throw bad(`files.${name}`, 'must be a path inside the folder');
  }
  return list as ReleaseFiles;
}
