import { PREVIEW_PREFIX } from 'shared-lib/routes';
import { SITE_EVENTS_PATH } from 'shared-lib/site-events';

/**
 * What the service worker never answers nor keeps, so that their requests go to the network as if
 * it were not there: the editor (and whatever its pages load), the forms service, the site
 * events service, and a staged candidate's preview addresses (which set or clear its cookie).
 */
const OUT_OF_BOUNDS = ['/admin/', '/restful_forms/', SITE_EVENTS_PATH, PREVIEW_PREFIX];

const isOutOfBoundsPath = (path: string) =>
  OUT_OF_BOUNDS.some((prefix) => path === prefix || path.startsWith(prefix));

/** Whether a request is one to leave alone: by its own address or by the page that made it. */
export function isOutOfBounds(url: URL, referrer: string): boolean {
  if (isOutOfBoundsPath(url.pathname)) return true;
  if (!referrer) return false;
  const from = new URL(referrer);
  return from.origin === url.origin && isOutOfBoundsPath(from.pathname);
}

/**
 * What a kept page needs to be read offline: its stylesheets, the web font and its pictures. Its
 * scripts are never kept: a page shown offline runs none (decision 331).
 */
export const KEPT_DESTINATIONS: ReadonlySet<RequestDestination> = new Set([
  'style',
  'font',
  'image',
]);

/** A file whose name carries its content's hash never changes (decision 160): kept, never re-read. */
export const isHashedFile = (path: string): boolean => /[/.][0-9a-f]{8,}\.\w+$/.test(path);

/** The address a page is kept under: the page's, without the fragment that only scrolls it. */
export const pageKey = (address: string): string => address.replace(/#.*$/, '');
