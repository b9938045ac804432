import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-lib/contracts';
import {
  readReleaseFiles,
  releaseLabel,
  sha256Of,
  type ReleaseFiles,
} from 'shared-lib/release-files';

/** The folder of a remote's Node container in its build or release. */
const SERVER_DIR = 'server/';

/** A remote the pre-render loads: its Node container's address and its folder on this machine. */
export interface RemoteOnDisk {
  name: RemoteName;
  /** `…/server/remoteEntry.js` beside the browser entry the manifest names. */
  serverEntry: string;
  /** The release (or build) folder holding it, with its list of files. */
  folder: string;
  /** The release the folder must be: the list's own workspace and version must say so. */
  release: Pick<ReleaseFiles, 'workspace' | 'version'>;
}

export interface CheckedServerFiles {
  /** Address → text of every file of the remotes' Node containers whose hash is the listed one. */
  files: Record<string, string>;
  /** The remotes refused, each naming its release, the file and both hashes. */
  refused: { id: RemoteName; reason: string }[];
}

function checkRemote(
  remote: RemoteOnDisk,
  files: Record<string, string>,
): { list: ReleaseFiles; problems: string[] } {
  const list = readReleaseFiles(remote.folder);
  const base = new URL('./', remote.serverEntry).href;
  const problems: string[] = [];
  if (list.workspace !== remote.release.workspace || list.version !== remote.release.version)
    problems.push(
      `its files.json is the list of ${releaseLabel(list)}, not of ${releaseLabel(remote.release)}`,
    );
  const serverFiles = Object.keys(list.files).filter((name) => name.startsWith(SERVER_DIR));
  if (!serverFiles.includes(`${SERVER_DIR}remoteEntry.js`))
    problems.push(`its files.json lists no ${SERVER_DIR}remoteEntry.js`);
  for (const name of serverFiles) {
    const file = path.join(remote.folder, name);
    let bytes: Buffer;
    try {
      if (lstatSync(file).isSymbolicLink()) throw new Error('a symbolic link');
      bytes = readFileSync(file);
    } catch (error) {
      problems.push(`${name} cannot be read (${(error as Error).message})`);
      continue;
    }
    const hash = sha256Of(bytes);
    if (hash !== list.files[name])
      problems.push(`${name} has SHA-256 ${hash}, its files.json lists ${list.files[name]}`);
    else files[new URL(name.slice(SERVER_DIR.length), base).href] = bytes.toString('utf8');
  }
  return { list, problems };
}

/**
 * Reads every file of each remote's Node container from its folder on this machine (never over
 * the network) and keeps those whose SHA-256 is the one its release's `files.json` lists, by
 * the address the federation runtime asks for them at. A remote with any other file is refused
 * whole, naming the release, the file and both hashes: the renderer runs none of its code.
 */
export function checkServerFiles(remotes: RemoteOnDisk[]): CheckedServerFiles {
  const files: Record<string, string> = {};
  const refused: CheckedServerFiles['refused'] = [];
  for (const remote of remotes) {
    const mine: Record<string, string> = {};
    try {
      const { list, problems } = checkRemote(remote, mine);
      if (problems.length > 0) {
        refused.push({
          id: remote.name,
          reason: `${releaseLabel(list)} (${remote.folder}) is refused: ${problems.join('; ')}; nothing of it was run`,
        });
        continue;
      }
    } catch (error) {
      refused.push({ id: remote.name, reason: (error as Error).message });
      continue;
    }
    Object.assign(files, mine);
  }
  return { files, refused };
}
