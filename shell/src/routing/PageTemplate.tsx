import { Suspense, type ComponentProps } from 'react';
import type { PageData } from 'shared-lib/page-data';
import { RemoteErrorBoundary, RemoteModule } from 'shared-lib/remote';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoadError } from '../pages/PageLoadError';
import { PageLoading } from '../pages/PageLoading';
import { remotePages, shellPages } from './pageTemplates';

export const TEMPLATE_LOAD_FAILED =
  'Part of the site could not be downloaded. Check your connection and try again.';

/** The component of a page's template; an unknown template is MODULE_NOT_FOUND: the 404 page. */
export function PageTemplate({ pageData }: { pageData: PageData }) {
  const shellPage = shellPages[pageData.template];
  if (shellPage) {
    const { Component } = shellPage;
    return (
      <RemoteErrorBoundary
        source={`template ${pageData.template}`}
        fallback={<PageLoadError message={TEMPLATE_LOAD_FAILED} />}
      >
        <Suspense fallback={<PageLoading />}>
          <Component pageData={pageData} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  const remoteId = remotePages[pageData.template];
  if (!remoteId) return <NotFoundPage />;
  return (
    <RemoteModule
      id={remoteId}
      props={{ pageData } as ComponentProps<typeof RemoteModule>['props']}
    />
  );
}
