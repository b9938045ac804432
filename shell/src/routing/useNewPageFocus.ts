import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared-lib/router';
import { isScrolled, scrollTarget } from './scrollTarget';

const STORAGE_KEY = 'scroll-positions';
/** How long a restored position waits for its page to grow tall enough (docs/reference/limits.md). */
const RESTORE_WAIT_MS = 5000;
/** What a viewer's own scrolling starts with: it ends a restore still waiting. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }));
  } catch {
    // Storage may be full or blocked; restoring is then simply skipped.
  }
}

/**
 * Scroll and focus on navigation. The position of each history entry is saved while the viewer
 * scrolls; once a new page is shown, Back and Forward restore it, else the #hash target, else the
 * top (docs/reference/routes.md). Focus moves to the main landmark so screen readers read the new page. The
 * 'scrolled' class is kept on the document element from 5 px. The first page of a visit keeps
 * the browser's own behaviour.
 */
export function useNewPageFocus(mainId: string, pageShown: boolean): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstKey = useRef(key);
  const recordingKey = useRef<string | null>(key);

  // While a new entry's page loads, the page may shrink and the browser clamp the scroll: pause
  // recording so that the saved position of the entry survives until it is restored.
  if (recordingKey.current !== null && recordingKey.current !== key) recordingKey.current = null;

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      document.documentElement.classList.toggle('scrolled', isScrolled(window.scrollY));
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (recordingKey.current) savePosition(recordingKey.current, window.scrollY);
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!pageShown) return;
    const target = scrollTarget(navigationType, readPositions()[key], hash);
    const isFirstPage = key === firstKey.current;
    // The first page of a visit keeps the browser's own handling of a #hash and of the top.
    if (isFirstPage && target.kind !== 'position') {
      recordingKey.current = key;
      return;
    }
    let frame = 0;
    let stopRestoring = () => {};
    if (target.kind === 'position') {
      // A remote part may still be loading: retry until the page is tall enough (a slow phone can
      // take seconds), unless the viewer scrolls first: their own scroll wins.
      const started = performance.now();
      stopRestoring = () => {
        cancelAnimationFrame(frame);
        for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, done);
      };
      const done = () => {
        stopRestoring();
        recordingKey.current = key;
      };
      const restore = () => {
        window.scrollTo(0, target.y);
        const reached = Math.abs(window.scrollY - target.y) <= 1;
        if (reached || performance.now() - started >= RESTORE_WAIT_MS) done();
        else frame = requestAnimationFrame(restore);
      };
      for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, done, { passive: true });
      restore();
    } else {
      const element = target.kind === 'hash' ? document.getElementById(target.id) : null;
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
      recordingKey.current = key;
    }
    if (!isFirstPage) document.getElementById(mainId)?.focus({ preventScroll: true });
    return () => {
      cancelAnimationFrame(frame);
      stopRestoring();
    };
  }, [key, hash, mainId, pageShown, navigationType]);
}
