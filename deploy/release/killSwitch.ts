import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';
import { writeAtomically } from '../generations/writeAtomically';
import { releasesOf, REMOTE_WORKSPACES } from './releaseStore';

/** `{releases}/{workspace}/switched-off.json` while `release disable` holds the remote off. */
const markerOf = (releasesRoot: string, workspace: string) =>
  path.join(releasesOf(releasesRoot, workspace), 'switched-off.json');

export interface SwitchedOff {
  at: string;
  by: string;
}

export function switchedOff(releasesRoot: string, workspace: string): SwitchedOff | null {
  const file = markerOf(releasesRoot, workspace);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SwitchedOff) : null;
}

/** The remotes switched off: every generation is rendered without them until enabled again. */
export const switchedOffRemotes = (releasesRoot: string): RemoteName[] =>
  REMOTE_NAMES.filter((name) => switchedOff(releasesRoot, REMOTE_WORKSPACES[name]));

export function switchOff(releasesRoot: string, workspace: string, marker: SwitchedOff): void {
  writeAtomically(markerOf(releasesRoot, workspace), `${JSON.stringify(marker)}\n`);
}

export function switchOn(releasesRoot: string, workspace: string): void {
  rmSync(markerOf(releasesRoot, workspace), { force: true });
}
