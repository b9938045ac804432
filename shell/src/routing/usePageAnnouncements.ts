import { useEffect } from 'react';
import { reportPageView } from 'shared-lib/analytics';
import { matchRoute } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { useToday } from 'shared-lib/clock';
import { applyPageHead } from '../head/applyPageHead';
import { pageHead } from '../head/pageHead';
import type { PageState } from './usePageData';

/**
 * Once a page is known: its head (title '%s - {site name}', description, canonical, share tags,
 * structured data), kept right after in-app navigation, and a page view for analytics.
 */
export function usePageAnnouncements(state: PageState & { path: string }): void {
  const siteData = useSiteDataStore((store) => store.siteData);
  const today = useToday();
  const routeName =
    state.status === 'ready'
      ? matchRoute(state.path).name
      : state.status === 'not-found'
        ? 'not-found'
        : null;

  useEffect(() => {
    if (siteData && (state.status === 'ready' || state.status === 'not-found')) {
      applyPageHead(pageHead(state, siteData, today));
    }
  }, [state, siteData, today]);

  useEffect(() => {
    if (routeName) reportPageView(routeName, state.path);
  }, [routeName, state.path]);
}
