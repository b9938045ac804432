import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';
import { writeAtomically } from '../generations/writeAtomically';

/** The workspace (npm and folder name) of each remote. */
export const REMOTE_WORKSPACES = Object.fromEntries(
  REMOTE_APPS.map((app) => [app.name, app.workspace]),
) as Record<RemoteName, string>;

export function remoteNameOf(workspace: string): RemoteName {
  const entry = Object.entries(REMOTE_WORKSPACES).find(([, name]) => name === workspace);
  if (!entry)
    throw new Error(
      `${workspace} is not a remote; one of ${Object.values(REMOTE_WORKSPACES).join(', ')}`,
    );
  return entry[0] as RemoteName;
}

/** The folder of a remote's released versions: `{releasesRoot}/{workspace}/{version}/`. */
export const releasesOf = (releasesRoot: string, workspace: string) =>
  path.join(releasesRoot, workspace);

/** A version name is one path segment a person can read: `2026-11-xmas`. */
export const VERSION_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export function checkVersionName(version: string): void {
  if (!VERSION_NAME.test(version) || version.includes('..'))
    throw new Error(
      `"${version}" is not a version name: lower-case letters, digits, '.', '_' and '-', like 2026-11-xmas`,
    );
}

/**
 * What has been promoted, newest last. Rolling back removes the newest; with none left the remote
 * is served from its origin's root (the build `npm run build` made).
 */
export interface ReleaseHistory {
  promoted: { version: string; at: string; by?: string }[];
}

const HISTORY_FILE = 'history.json';

export function readHistory(releasesDir: string): ReleaseHistory {
  const file = path.join(releasesDir, HISTORY_FILE);
  if (!existsSync(file)) return { promoted: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseHistory;
}

export function writeHistory(releasesDir: string, history: ReleaseHistory): void {
  writeAtomically(path.join(releasesDir, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
}

/** The version currently promoted, or null for the origin's root build. */
export const currentVersion = (history: ReleaseHistory): string | null =>
  history.promoted.at(-1)?.version ?? null;

/** Released versions on disk, oldest first. */
export function listVersions(releasesDir: string): { version: string; releasedAt: Date }[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_NAME.test(entry.name))
    .filter((entry) => existsSync(path.join(releasesDir, entry.name, 'remoteEntry.js')))
    .map((entry) => ({
      version: entry.name,
      releasedAt: statSync(path.join(releasesDir, entry.name, 'remoteEntry.js')).mtime,
    }))
    .sort((a, b) => a.releasedAt.getTime() - b.releasedAt.getTime());
}
