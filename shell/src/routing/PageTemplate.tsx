import type { ComponentProps } from 'react';
import type { PageData } from 'shared-lib/page-data';
import { RemoteModule } from 'shared-lib/remote';
import { NotFoundPage } from '../pages/NotFoundPage';
import { remotePages, shellPages } from './pageTemplates';

/** The component of a page's template; an unknown template is MODULE_NOT_FOUND: the 404 page. */
export function PageTemplate({ pageData }: { pageData: PageData }) {
  const ShellPage = shellPages[pageData.template];
  if (ShellPage) return <ShellPage pageData={pageData} />;
  const remoteId = remotePages[pageData.template];
  if (!remoteId) return <NotFoundPage />;
  return (
    <RemoteModule
      id={remoteId}
      props={{ pageData } as ComponentProps<typeof RemoteModule>['props']}
    />
  );
}
