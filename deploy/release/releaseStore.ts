import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';

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
