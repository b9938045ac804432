import type { RemoteModuleId } from 'shared-lib/contracts';
import { isEntryFailure, type RemoteModuleLoader } from 'shared-lib/remote';

/**
 * How long a remote whose entry failed is not asked again. The federation runtime forgets a
 * failed entry at once, so each part of that remote coming into view later would fetch it again
 * (and wait for it again); a minute on, a remote that is back is used again without a reload.
 */
export const FAILED_ENTRY_PAUSE_MS = 60_000;

const remoteOf = (id: RemoteModuleId): string => id.slice(0, id.indexOf('/'));

/**
 * Wraps a module loader so that, after a remote's entry failed (past the network retry), the
 * remote's other modules fail with the same error without a request for a while. A module missing
 * from a container that did load is not remembered: the remote's other modules still load.
 */
export function rememberEntryFailures(
  load: RemoteModuleLoader,
  now: () => number = Date.now,
): RemoteModuleLoader {
  const failures = new Map<string, { at: number; error: unknown }>();
  return async (id) => {
    const remote = remoteOf(id);
    const failure = failures.get(remote);
    if (failure && now() - failure.at < FAILED_ENTRY_PAUSE_MS) throw failure.error;
    try {
      return await load(id);
    } catch (error) {
      if (isEntryFailure(error)) failures.set(remote, { at: now(), error });
      throw error;
    }
  };
}
