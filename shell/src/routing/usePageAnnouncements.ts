import { useEffect } from 'react';
import { reportFailure, reportPageView } from 'shared-lib/analytics';
import type { RenderedPage } from 'shared-lib/contracts';
import { matchRoute } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { useToday } from 'shared-lib/clock';
import { applyPageHead } from '../head/applyPageHead';
import type { PageState } from './usePageData';

/**
 * Once a page is known: its head (title '%s - {site name}', description, canonical, share tags,
 * structured data), kept right after in-app navigation, and a page view for analytics. The page
 * the server rendered already has its head: the code that writes one (structured data for every
 * kind of page) is loaded by the first in-app navigation, not by every page (decision 291).
 */
export function usePageAnnouncements(
  state: PageState & { path: string },
  renderedPage?: RenderedPage,
): void {
  const siteData = useSiteDataStore((store) => store.siteData);
  const today = useToday();
  const routeName =
    state.status === 'ready'
      ? matchRoute(state.path).name
      : state.status === 'not-found'
        ? 'not-found'
        : null;

  useEffect(() => {
    if (state === renderedPage || !siteData) return;
    if (state.status !== 'ready' && state.status !== 'not-found') return;
    let current = true;
    import(/* webpackChunkName: "head" */ '../head/pageHead').then(
      ({ pageHead }) => {
        if (current) applyPageHead(pageHead(state, siteData, today));
      },
      (error: unknown) => reportFailure('page head', error),
    );
    return () => {
      current = false;
    };
  }, [state, siteData, today, renderedPage]);

  useEffect(() => {
    if (routeName) reportPageView(routeName, state.path);
  }, [routeName, state.path]);
}
