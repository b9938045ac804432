import { REMOTE_APPS } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';
import type { GenerationInfo } from '../generations/generationStore';

/**
 * What a generation is rendered from: each remote's release (null: the build at its origin's
 * root; absent: switched off), the published content (null: the build's), the Canberra date and
 * the shell's build.
 * Two generations with equal inputs serve the same pages.
 */
export interface GenerationInputs {
  releases: Partial<Record<RemoteName, string | null>>;
  content: string | null;
  renderDate: string;
  /** The shell's build its pages load (a new build makes every earlier generation stale). */
  shellBuild: string;
}

/** One change of what is served, applied to the inputs of the served generation. */
export type Change =
  /** `undo`: takes back the remote's last promotion (a rollback, a schedule's end). */
  | { kind: 'release'; workspace: string; version: string | null; undo?: boolean }
  | { kind: 'content'; content: string | null }
  | { kind: 'rerender'; renderDate: string }
  | { kind: 'disable'; workspace: string }
  | { kind: 'enable'; workspace: string; version: string | null };

export function remoteOfWorkspace(workspace: string): RemoteName {
  const app = REMOTE_APPS.find((remote) => remote.workspace === workspace);
  if (!app)
    throw new Error(
      `${workspace} is not a remote; one of ${REMOTE_APPS.map((remote) => remote.workspace).join(', ')}`,
    );
  return app.name as RemoteName;
}

export const inputsOf = (info: GenerationInfo): GenerationInputs => ({
  releases: { ...info.releases },
  content: info.content ?? null,
  renderDate: info.renderDate,
  shellBuild: info.shellBuild ?? '',
});

export function applyChange(inputs: GenerationInputs, change: Change): GenerationInputs {
  const releases = { ...inputs.releases };
  switch (change.kind) {
    case 'release':
    case 'enable':
      releases[remoteOfWorkspace(change.workspace)] = change.version;
      return { ...inputs, releases };
    case 'disable':
      delete releases[remoteOfWorkspace(change.workspace)];
      return { ...inputs, releases };
    case 'content':
      return { ...inputs, content: change.content };
    case 'rerender':
      return { ...inputs, renderDate: change.renderDate };
  }
}

export function sameInputs(a: GenerationInputs, b: GenerationInputs): boolean {
  const names = new Set([...Object.keys(a.releases), ...Object.keys(b.releases)]);
  return (
    a.content === b.content &&
    a.renderDate === b.renderDate &&
    a.shellBuild === b.shellBuild &&
    [...names].every(
      (name) =>
        name in a.releases === name in b.releases &&
        a.releases[name as RemoteName] === b.releases[name as RemoteName],
    )
  );
}

const label = (version: string | null) => version ?? 'origin root';

/** A change in words, for the log, the status and the preview banner. */
export function describeChange(change: Change): string {
  switch (change.kind) {
    case 'release':
      return change.undo
        ? `${change.workspace} back to ${label(change.version)}`
        : `${change.workspace} ${label(change.version)}`;
    case 'content':
      return `content ${change.content ?? 'of the build'}`;
    case 'rerender':
      return `render date ${change.renderDate}`;
    case 'disable':
      return `${change.workspace} switched off`;
    case 'enable':
      return `${change.workspace} switched on (${label(change.version)})`;
  }
}

/** The workspaces whose release differs between two generations' inputs. */
export function changedWorkspaces(a: GenerationInputs, b: GenerationInputs): string[] {
  return REMOTE_APPS.filter(
    (app) =>
      app.name in a.releases !== app.name in b.releases ||
      a.releases[app.name as RemoteName] !== b.releases[app.name as RemoteName],
  ).map((app) => app.workspace);
}
