import { PAGE_LOAD_TIMING } from './siteEvent';

const ID = /^[\w-]{8,64}$/;

/**
 * The server's id of this page load, from the document's `Server-Timing` header (read through
 * the navigation's timing entry); null on a page served without one (the dev servers').
 */
export function pageLoadId(): string | null {
  try {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const id = navigation?.serverTiming?.find(
      (timing) => timing.name === PAGE_LOAD_TIMING,
    )?.description;
    return id && ID.test(id) ? id : null;
  } catch {
    return null;
  }
}
