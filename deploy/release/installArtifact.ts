import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_LIST_BYTES } from 'shared-lib/release-artifact';
import {
  isPathInside,
  parseReleaseFiles,
  RELEASE_FILES,
  releaseLabel,
  releaseFilesText,
  type ReleaseFiles,
} from 'shared-lib/release-files';
import { Parser, type ReadEntry } from 'tar';
import { checkContract, contractProblems } from './contractCheck';
import { makeReadOnly, releasesOf, remoteNameOf } from './releaseStore';

/** An artifact refused as it is: names the file and what is wrong. Nothing was released. */
export class ArtifactRefused extends Error {}

/** A version released before: versions never change (the upload answers 409). */
export class VersionTaken extends ArtifactRefused {
  constructor(workspace: string, version: string) {
    super(`${workspace} ${version} is already released; versions never change, release a new one`);
  }
}

/** What one artifact may hold once unpacked (decision 382). */
export interface UnpackLimits {
  /** Bytes of all its files together. */
  maxUnpackedBytes: number;
  /** Entries, files and folders together. */
  maxEntries: number;
}

export interface InstalledRelease {
  folder: string;
  list: ReleaseFiles;
  /** Files and bytes unpacked. */
  files: number;
  bytes: number;
}

/** Entry types that are files; anything else but a folder (links, devices) is refused. */
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** An entry's path as an artifact may give it: `./` before it is the same path. */
const entryPath = (entry: ReadEntry) => entry.path.replace(/^(\.\/)+/, '').replace(/\/$/, '');

/**
 * Reads an artifact from `source` into a new folder beside the releases and puts it in place as
 * `{releasesRoot}/{workspace}/{version}/`, read-only, only when it is exactly the release its
 * list describes: the list first and of that release, every file it names present with its
 * hash, nothing else, no link, no path out of the folder, within `limits`, the remote's contract
 * kept. Anything else is refused naming the file, and nothing is left behind.
 */
export async function installArtifact(
  source: Readable,
  release: { releasesRoot: string; workspace: string; version: string },
  limits: UnpackLimits,
): Promise<InstalledRelease> {
  const name = remoteNameOf(release.workspace);
  const releasesDir = releasesOf(release.releasesRoot, release.workspace);
  const target = path.join(releasesDir, release.version);
  if (existsSync(target)) throw new VersionTaken(release.workspace, release.version);
  mkdirSync(releasesDir, { recursive: true });
  // A folder beside the releases (a rename into place is atomic), hidden from them by its dot.
  const staging = path.join(
    releasesDir,
    `.upload-${release.version}-${randomBytes(6).toString('hex')}`,
  );
  mkdirSync(staging, { mode: 0o755 });
  try {
    const unpacked = await unpack(source, staging, release, limits);
    const problems = contractProblems(checkContract(name, staging));
    if (problems.length > 0)
      throw new ArtifactRefused(
        `${releaseLabel(unpacked.list)} is refused: ${problems.join('; ')} (shared-lib/src/contracts)`,
      );
    makeReadOnly(staging);
    try {
      renameSync(staging, target);
    } catch {
      throw new VersionTaken(release.workspace, release.version);
    }
    return { folder: target, ...unpacked };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function unpack(
  source: Readable,
  staging: string,
  release: { workspace: string; version: string },
  limits: UnpackLimits,
): Promise<Omit<InstalledRelease, 'folder'>> {
  return new Promise((resolve, reject) => {
    const parser = new Parser({ strict: true });
    const seen = new Set<string>();
    const problems: string[] = [];
    let list: ReleaseFiles | null = null;
    let entries = 0;
    let bytes = 0;
    let done = false;
    let sourceEnded = false;
    /** The file being written, closed when a refusal stops the unpacking half-way. */
    let open: number | null = null;
    const refuse = (reason: string) => {
      if (done) return;
      done = true;
      source.unpipe(parser);
      if (open !== null) closeSync(open);
      open = null;
      reject(
        new ArtifactRefused(
          `The artifact of ${release.workspace} ${release.version} is refused: ${reason}`,
        ),
      );
    };

    const readList = (entry: ReadEntry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        if (done) return;
        try {
          list = parseReleaseFiles(Buffer.concat(chunks).toString('utf8'), RELEASE_FILES);
        } catch (error) {
          return refuse((error as Error).message);
        }
        if (list.workspace !== release.workspace || list.version !== release.version)
          return refuse(
            `its ${RELEASE_FILES} is the list of ${releaseLabel(list)}, not of ${release.workspace} ${release.version}`,
          );
        if (list.commit === undefined || list.builtAt === undefined)
          return refuse(`its ${RELEASE_FILES} does not say the commit and the time it was built`);
        const text = releaseFilesText(list);
        const fd = openSync(path.join(staging, RELEASE_FILES), 'wx', 0o644);
        writeSync(fd, text);
        closeSync(fd);
      });
    };

    const readFile = (entry: ReadEntry, name: string, listed: string) => {
      const file = path.join(staging, ...name.split('/'));
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
      // 'wx': never through a file or link already there.
      const fd = openSync(file, 'wx', 0o644);
      open = fd;
      const hash = createHash('sha256');
      entry.on('data', (chunk: Buffer) => {
        if (done) return;
        bytes += chunk.length;
        if (bytes > limits.maxUnpackedBytes)
          return refuse(`its files hold more than ${limits.maxUnpackedBytes} bytes unpacked`);
        hash.update(chunk);
        writeSync(fd, chunk);
      });
      entry.on('end', () => {
        if (done) return;
        closeSync(fd);
        open = null;
        const actual = hash.digest('hex');
        if (actual !== listed)
          problems.push(`${name} has SHA-256 ${actual}, its files.json lists ${listed}`);
      });
    };

    parser.on('entry', (entry: ReadEntry) => {
      if (done) return entry.resume();
      entries += 1;
      if (entries > limits.maxEntries)
        return refuse(`it holds more than ${limits.maxEntries} entries`);
      const name = entryPath(entry);
      // The folder itself (`./`), as `tar -C folder .` writes it.
      if (entry.type === 'Directory' && name === '') return entry.resume();
      if (!isPathInside(name))
        return refuse(`${JSON.stringify(entry.path)} is not a path inside the release folder`);
      if (entry.type === 'Directory') return entry.resume();
      if (!FILE_TYPES.has(entry.type))
        return refuse(`${name} is a ${entry.type} entry (a link?): an artifact is files only`);
      if (seen.has(name) || (name === RELEASE_FILES && list))
        return refuse(`${name} is in it twice`);
      seen.add(name);
      if (!list) {
        if (name !== RELEASE_FILES)
          return refuse(`its first file is ${name}, not its ${RELEASE_FILES}`);
        if (entry.size > MAX_LIST_BYTES)
          return refuse(`its ${RELEASE_FILES} is larger than ${MAX_LIST_BYTES} bytes`);
        return readList(entry);
      }
      const listed = (list as ReleaseFiles).files[name];
      if (listed === undefined) {
        problems.push(`${name} is in the artifact but not in its files.json`);
        return entry.resume();
      }
      readFile(entry, name, listed);
    });
    parser.on('error', (error: Error) =>
      refuse(`it is not a gzip-compressed tar file (${error.message})`),
    );
    source.on('error', (error: Error) => refuse(error.message));
    source.on('end', () => (sourceEnded = true));
    source.on('close', () => {
      if (!sourceEnded) refuse('the upload stopped before the whole artifact came');
    });
    parser.on('end', () => {
      if (done) return;
      if (!list) return refuse(`it holds no ${RELEASE_FILES}`);
      const found: ReleaseFiles = list;
      for (const name of Object.keys(found.files))
        if (!seen.has(name))
          problems.push(`${name} is listed in its files.json but not in the artifact`);
      if (problems.length > 0) return refuse(problems.join('; '));
      done = true;
      resolve({ list: found, files: Object.keys(found.files).length, bytes });
    });
    source.pipe(parser);
  });
}
