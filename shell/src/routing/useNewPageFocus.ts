import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-lib/router';

/**
 * After an in-app navigation, once the new page is shown: scroll to the address's #hash target or
 * to the top, and move keyboard focus to the main landmark so that screen readers start reading
 * the new page. The first page of a visit keeps the browser's own behaviour.
 */
export function useNewPageFocus(mainId: string, pageShown: boolean): void {
  const { key, hash } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (!pageShown || key === firstKey.current) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [key, hash, mainId, pageShown]);
}
