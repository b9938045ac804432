import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * A remote build's list of its files (docs/release-files.md, decision 360): written beside the
 * files by the build and again by `release pack` for the release it makes; the pre-render runs
 * no file of a remote's Node container whose SHA-256 differs from it, and the release service
 * takes no release whose folder differs from it (decision 381).
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
  /**
   * The git commit the build was made from (`git rev-parse HEAD` in its folder); null when that
   * folder is not a git checkout. Absent from lists written before the build recorded it.
   */
  commit?: string | null;
  /** When the build wrote its files (ISO 8601, UTC); absent from lists written before. */
  builtAt?: string;
  /** Each file of the folder but the list itself, by its `/`-separated path in it: its hash in hex. */
  files: Record<string, string>;
}

/** What a list says of its build besides its files. */
export type ReleaseFilesHeader = Pick<ReleaseFiles, 'workspace' | 'version' | 'commit' | 'builtAt'>;

/** A list that is not one, or a folder that cannot be listed: names the file and what is wrong. */
export class ReleaseFilesError extends Error {}

export const sha256Of = (bytes: string | Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** How a message names a list's release: `mf-gifts 2026-xmas`, or `mf-gifts (build)`. */
export const releaseLabel = (list: Pick<ReleaseFiles, 'workspace' | 'version'>): string =>
  `${list.workspace} ${list.version ?? '(build)'}`;

/**
 * Every regular file under `dir` by its `/`-separated path, each passed to `visit`. A folder
 * holding a list of its own is another build (a seasonal variant kept in the default build's
 * folder) and is left out when `nestedBuilds` is 'skip'; a symbolic link is refused: a release
 * is files, and a link could name anything on the machine.
 */
function walkFiles(
  dir: string,
  nestedBuilds: 'skip' | 'walk',
  visit: (relative: string, file: string) => void,
): void {
  const walk = (folder: string, prefix: string): void => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      const relative = `${prefix}${name}`;
      const stats = lstatSync(file);
      if (stats.isSymbolicLink())
        throw new ReleaseFilesError(`${file} is a symbolic link: a build is files only`);
      if (stats.isDirectory()) {
        if (nestedBuilds === 'walk' || !existsSync(path.join(file, RELEASE_FILES)))
          walk(file, `${relative}/`);
      } else if (relative !== RELEASE_FILES) visit(relative, file);
    }
  };
  walk(dir, '');
}

/** The list of every file under `dir`, hashed, with what `header` says of the build. */
export function listReleaseFiles(dir: string, header: ReleaseFilesHeader): ReleaseFiles {
  const files: Record<string, string> = {};
  walkFiles(dir, 'skip', (relative, file) => {
    files[relative] = sha256Of(readFileSync(file));
  });
  return {
    workspace: header.workspace,
    version: header.version,
    algorithm: 'sha256',
    ...(header.commit !== undefined ? { commit: header.commit } : {}),
    ...(header.builtAt !== undefined ? { builtAt: header.builtAt } : {}),
    files,
  };
}

/** The list as it is written: one stable text, so the same build always gives the same bytes. */
export const releaseFilesText = (list: ReleaseFiles): string =>
  `${JSON.stringify(list, null, 2)}\n`;

export function writeReleaseFiles(dir: string, list: ReleaseFiles): string {
  const file = path.join(dir, RELEASE_FILES);
  writeFileSync(file, releaseFilesText(list));
  return file;
}

const HASH = /^[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** A path a list may name: inside its folder, `/`-separated, no empty, `.` or `..` part. */
export const isPathInside = (name: string): boolean =>
  name !== '' &&
  !name.startsWith('/') &&
  !name.includes('\\') &&
  !name.includes('\0') &&
  name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** A list's text, every field checked; `source` names it in a refusal (a file, an artifact). */
export function parseReleaseFiles(text: string, source: string): ReleaseFiles {
  let list: Partial<ReleaseFiles>;
  try {
    list = JSON.parse(text) as Partial<ReleaseFiles>;
  } catch (error) {
    throw new ReleaseFilesError(`${source} is not JSON: ${(error as Error).message}`);
  }
  const bad = (field: string, what: string) =>
    new ReleaseFilesError(`${source}: field "${field}" ${what}`);
  if (typeof list !== 'object' || list === null) throw bad('workspace', 'must name the workspace');
  if (typeof list.workspace !== 'string' || list.workspace === '')
    throw bad('workspace', 'must name the workspace');
  if (list.version !== null && typeof list.version !== 'string')
    throw bad('version', 'must be the version, or null for a build');
  if (list.algorithm !== 'sha256') throw bad('algorithm', 'must be "sha256"');
  if (list.commit !== undefined && list.commit !== null && !COMMIT.test(String(list.commit)))
    throw bad('commit', 'must be a git commit in lower-case hex, or null');
  if (list.builtAt !== undefined && Number.isNaN(Date.parse(String(list.builtAt))))
    throw bad('builtAt', 'must be a time in ISO 8601');
  if (typeof list.files !== 'object' || list.files === null)
    throw bad('files', 'must map each path to its hash');
  for (const [name, hash] of Object.entries(list.files)) {
    if (typeof hash !== 'string' || !HASH.test(hash))
      throw bad(`files.${name}`, 'must be a SHA-256 in lower-case hex');
    if (!isPathInside(name) || name === RELEASE_FILES)
      throw bad(`files.${name}`, 'must be a path inside the folder');
  }
  return list as ReleaseFiles;
}

/** The list of the build or release in `dir`, every field checked. */
export function readReleaseFiles(dir: string): ReleaseFiles {
  const file = path.join(dir, RELEASE_FILES);
  if (!existsSync(file))
    throw new ReleaseFilesError(
      `${file} is missing: the build lists no files, so none of it can be checked`,
    );
  return parseReleaseFiles(readFileSync(file, 'utf8'), file);
}

/**
 * Every way the folder `dir` differs from `list`, one line each naming the file: a listed file
 * whose hash is another, a listed file missing, a file the list does not name, a link. None:
 * the folder is the release as it was listed.
 */
export function folderDifferences(dir: string, list: ReleaseFiles): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  try {
    walkFiles(dir, 'walk', (name, file) => {
      seen.add(name);
      const listed = list.files[name];
      if (listed === undefined) {
        problems.push(`${name} is not in its files.json`);
        return;
      }
      const hash = sha256Of(readFileSync(file));
      if (hash !== listed)
        problems.push(`${name} has SHA-256 ${hash}, its files.json lists ${listed}`);
    });
  } catch (error) {
    return [...problems, (error as Error).message];
  }
  for (const name of Object.keys(list.files))
    if (!seen.has(name)) problems.push(`${name} is listed in its files.json but missing`);
  return problems;
}
