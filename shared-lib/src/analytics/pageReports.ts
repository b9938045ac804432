import { sendPageError } from '../site-events/sendSiteEvent';

/** How long after the load event the vitals module is fetched when the shopper has not acted. */
export const VITALS_AFTER_LOAD_MS = 5000;

const FIRST_INPUT = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Reports what goes wrong on the page and how its load felt, to the site's events endpoint:
 * uncaught script errors and unhandled rejections at once (an error can happen at any moment),
 * and the web vitals from a module fetched once the page is interactive: at the shopper's first
 * input or a few seconds after the load event, whichever comes first, so that its bytes are
 * never among those a page loads to start (decision 321).
 */
export function startPageReports(): void {
  addEventListener('error', (event) => {
    // Chromium's notice that a resize observer's callback changed the layout again is no failure.
    if (!/ResizeObserver loop/.test(event.message)) sendPageError('script');
  });
  addEventListener('unhandledrejection', () => sendPageError('rejection'));
  // The page the shopper landed on, whose load the vitals describe, whatever they open next.
  const landing = window.location.pathname;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) removeEventListener(type, start, true);
    void import(/* webpackChunkName: "page-vitals" */ '../page-vitals/watchVitals').then(
      ({ watchVitals }) => watchVitals(landing),
      () => undefined, // no vitals from this page load; nothing else depends on them
    );
  };
  const afterLoad = () => setTimeout(start, VITALS_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  for (const type of FIRST_INPUT) addEventListener(type, start, { capture: true, passive: true });
}
