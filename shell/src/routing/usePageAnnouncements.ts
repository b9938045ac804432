import { useEffect } from 'react';
import { reportPageView } from 'shared-lib/analytics';
import { matchRoute } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import type { PageState } from './usePageData';

const NOT_FOUND_TITLE = 'Page Not Found';

/** Once a page is known: its document title ('%s - {site name}') and a page view for analytics. */
export function usePageAnnouncements(state: PageState & { path: string }): void {
  const siteName = useSiteDataStore((store) => store.siteData?.site.siteName);
  const title =
    state.status === 'ready' ? state.pageData.title : state.status === 'not-found' ? NOT_FOUND_TITLE : null;
  const routeName =
    state.status === 'ready' ? matchRoute(state.path).name : state.status === 'not-found' ? 'not-found' : null;

  useEffect(() => {
    if (title !== null && siteName) document.title = `${title} - ${siteName}`;
  }, [title, siteName]);

  useEffect(() => {
    if (routeName) reportPageView(routeName, state.path);
  }, [routeName, state.path]);
}
