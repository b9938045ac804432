/**
 * The headers of the service worker's script (`SERVICE_WORKER_PATH`, shared-lib/routes) on the
 * shell's origin, from both servers (decision 331): it may control the whole site. Like an entry
 * file it is revalidated on every visit (cacheControl.ts), so a new one is found at once.
 */
export const SERVICE_WORKER_HEADERS: Readonly<Record<string, string>> = {
  'Service-Worker-Allowed': '/',
};
