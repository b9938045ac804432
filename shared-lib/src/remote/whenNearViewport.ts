/**
 * How far below (or above) the screen a part starts loading: a quarter of a screen ahead of the
 * reader, so a part just below the first screen of a phone costs nothing until the shopper scrolls.
 */
const AHEAD = '25% 0px';

/**
 * Resolves when a pre-rendered region comes near the viewport, or when the shopper focuses or
 * touches something in it, whichever is first; at once where IntersectionObserver is missing.
 */
export function whenNearViewport(region: Element | undefined): Promise<void> {
  if (!region || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    function done(): void {
      observer.disconnect();
      region!.removeEventListener('focusin', done);
      region!.removeEventListener('pointerdown', done);
      resolve();
    }
    // The region's wrapper is `display: contents` and has no box of its own: watch its children.
    for (const child of region.children) observer.observe(child);
    if (region.children.length === 0) done();
    region.addEventListener('focusin', done);
    region.addEventListener('pointerdown', done);
  });
}
