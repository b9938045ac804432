import { pushToDataLayer } from 'shared-lib/analytics';

/** A Google Tag Manager container id as Google issues them ('GTM-' and letters or digits). */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The container's script address, or null when no (well-formed) container id is configured. */
export function tagManagerScriptUrl(containerId: string | undefined): string | null {
  if (!containerId || !CONTAINER_ID.test(containerId)) return null;
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${containerId}`;
}

/**
 * Starts the tag manager as Google's snippet does (a 'gtm.js' start event on the data layer, then
 * the container script, async), once per page. A script that fails to load (no network, a
 * blocker) costs nothing: the data layer keeps collecting page views and interactions.
 */
export function loadTagManager(containerId: string | undefined, doc: Document = document): boolean {
  const src = tagManagerScriptUrl(containerId);
  if (!src || doc.querySelector(`script[src="${src}"]`)) return false;
  pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}
