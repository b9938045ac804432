import { REMOTE_NAMES, type RemoteName } from '../contracts/remoteModules';
import { isEntryFailure } from '../remote-errors/entryFailure';
import { RemoteLoadError } from '../remote-errors/RemoteLoadError';
import type { FailureKind } from './siteEvent';

export interface RemoteFailure {
  kind: FailureKind;
  remote: RemoteName | null;
}

const remoteNamed = (name: string | undefined): RemoteName | null =>
  (REMOTE_NAMES as readonly string[]).includes(name ?? '') ? (name as RemoteName) : null;

/**
 * What a reported failure (`reportFailure(source, error)`) says about a remote's part of the
 * page: its kind and the remote, or null for a failure that is the shell's own (page data,
 * search index, site data). Sources: `remote {name}/{module}` (the remote loader and a part's
 * error boundary), `remotes manifest`, `hydration`.
 */
export function remoteFailureOf(source: string, error: unknown): RemoteFailure | null {
  if (source === 'hydration') return { kind: 'hydration', remote: null };
  if (source === 'remotes manifest') {
    const refused = /^Refused (\w+) at /.exec(error instanceof Error ? error.message : '');
    return { kind: 'manifest', remote: remoteNamed(refused?.[1]) };
  }
  const part = /^remote (\w+)\//.exec(source);
  if (!part) return null;
  const remote = remoteNamed(part[1]);
  if (!(error instanceof RemoteLoadError)) return { kind: 'render', remote };
  if (isEntryFailure(error)) return { kind: 'entry', remote };
  if (/ did not load within /.test(error.message)) return { kind: 'timeout', remote };
  return { kind: 'module', remote };
}
