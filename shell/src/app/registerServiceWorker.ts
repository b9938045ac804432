import { reportFailure } from 'shared-lib/analytics';
import { SERVICE_WORKER_PATH } from 'shared-lib/routes';
import { afterLoadWhenIdle } from '../document/afterLoadWhenIdle';

/**
 * Registers the service worker that keeps pages for when there is no signal (decision 331), once
 * the page has loaded and the browser is idle: it adds nothing to the first load. A browser
 * without service workers, or a page on an origin that may not have one, goes without.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  afterLoadWhenIdle(() => {
    container.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
      reportFailure('service worker', error);
    });
  });
}
