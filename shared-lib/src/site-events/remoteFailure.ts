import { isEntryFailure } from '../remote-errors/entryFailure';
import { RemoteLoadError } from '../remote-errors/RemoteLoadError';
import type { FailureKind } from './siteEvent';

export interface RemoteFailure {
  kind: FailureKind;
  /**
   * The remote the failure names, as written in its source: the page knows which remotes it was
   * rendered with (sendRemoteFailure), so the browser never carries the list of the site's apps.
   */
  remote: string | null;
}

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
    return { kind: 'manifest', remote: refused?.[1] ?? null };
  }
  const part = /^remote (\w+)\//.exec(source);
  if (!part) return null;
  const remote = part[1] ?? null;
  if (!(error instanceof RemoteLoadError)) return { kind: 'render', remote };
  if (isEntryFailure(error)) return { kind: 'entry', remote };
  if (/ did not load within /.test(error.message)) return { kind: 'timeout', remote };
  return { kind: 'module', remote };
}
