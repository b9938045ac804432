import { reportFailure } from 'shared-lib/analytics';

const RELOAD_MARK = 'reloaded-for-build';

/**
 * Page data from another build means a newer deploy: load the target address afresh so HTML,
 * scripts and data agree again. If the reloaded page still disagrees (a broken deploy), stop
 * rather than reload forever, and say so.
 * @returns false when a reload was already tried for this address
 */
export function reloadForNewBuild(
  target: string,
  load: (address: string) => void = (address) => window.location.assign(address),
): boolean {
  if (sessionStorage.getItem(RELOAD_MARK) === target) {
    sessionStorage.removeItem(RELOAD_MARK);
    reportFailure('page data', new Error(`INVALID_HASH after reload at ${target}`));
    return false;
  }
  sessionStorage.setItem(RELOAD_MARK, target);
  load(target);
  return true;
}

/** A page that rendered with matching data clears the mark, so a later new build reloads again. */
export function clearReloadMark(): void {
  sessionStorage.removeItem(RELOAD_MARK);
}
