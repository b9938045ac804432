import { Navigate, useLocation } from 'shared-lib/router';
import { normalizePath } from 'shared-lib/routes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoadError } from '../pages/PageLoadError';
import { PageLoading } from '../pages/PageLoading';
import { PageTemplate } from './PageTemplate';
import type { RenderedPage } from 'shared-lib/contracts';
import { usePageData } from './usePageData';
import { usePageAnnouncements } from './usePageAnnouncements';
import { useNewPageFocus } from './useNewPageFocus';
import { MAIN_CONTENT_ID } from '../layout/SiteLayout';

/**
 * Loads the page data of the current address and renders the page its template names; the page
 * the server rendered needs no loading.
 */
export function PageRoute({ renderedPage }: { renderedPage?: RenderedPage }) {
  const location = useLocation();
  const path = normalizePath(location.pathname);
  const state = usePageData(path, renderedPage);
  usePageAnnouncements(state, renderedPage);
  useNewPageFocus(MAIN_CONTENT_ID, state.status !== 'loading');

  if (location.pathname !== path) {
    return (
      <Navigate replace to={{ pathname: path, search: location.search, hash: location.hash }} />
    );
  }
  switch (state.status) {
    case 'loading':
      return <PageLoading />;
    case 'error':
      return <PageLoadError message={state.message} />;
    case 'not-found':
      return <NotFoundPage />;
    case 'ready':
      return <PageTemplate key={path} pageData={state.pageData} />;
  }
}
