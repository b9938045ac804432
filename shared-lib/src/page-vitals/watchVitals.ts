import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { matchRoute } from '../routes/matchRoute';
import { pageContext, sendSiteEvent } from '../site-events/sendSiteEvent';
import type { DeviceClass, VitalsEvent } from '../site-events/siteEvent';

/** The viewport's width and pointer, never the browser's name or version. */
function deviceClass(): DeviceClass {
  if (window.innerWidth < 600) return 'phone';
  if (window.innerWidth < 1024 && window.matchMedia('(pointer: coarse)').matches) return 'tablet';
  return 'desktop';
}

const ROUNDING: Record<Metric['name'], number> = { CLS: 1000, FCP: 1, INP: 1, LCP: 1, TTFB: 1 };

/**
 * Measures the page load with web-vitals (LCP, INP, CLS, TTFB) and sends one `vitals` event
 * when the page is first hidden (the shopper leaves, switches tab or closes it), for the path the
 * page was loaded at: an in-app navigation has no LCP of its own.
 */
export function watchVitals(path: string): void {
  const context = pageContext();
  if (!context) return;
  const values: Partial<Record<Metric['name'], number>> = {};
  // Every change is kept; web-vitals takes its last entries in its own capturing listener for
  // the page being hidden, which runs before this one (bubbling), so the values sent are final.
  const keep = (metric: Metric) => {
    values[metric.name] = Math.round(metric.value * ROUNDING[metric.name]) / ROUNDING[metric.name];
  };
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onTTFB(keep, options);
  const send = () => {
    if (document.visibilityState !== 'hidden') return;
    removeEventListener('visibilitychange', send);
    const event: VitalsEvent = {
      type: 'vitals',
      path,
      route: matchRoute(path).name,
      ...context,
      device: deviceClass(),
      lcp: values.LCP ?? null,
      inp: values.INP ?? null,
      cls: values.CLS ?? null,
      ttfb: values.TTFB ?? null,
    };
    sendSiteEvent(event);
  };
  addEventListener('visibilitychange', send);
}
