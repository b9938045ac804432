import { SiteLayout } from '../layout/SiteLayout';
import { PageRoute } from '../routing/PageRoute';
import type { RenderedPage } from 'shared-lib/contracts';
import { useTagManager } from '../features/tag-manager/useTagManager';
import { useHydratedMarker } from './useHydratedMarker';
import { useSiteDataLoader } from './useSiteDataLoader';

/**
 * The site inside a router: the browser's (startShell) or the server's (renderPage). The page
 * the server rendered is passed in, so the browser's first render is that same page.
 */
export function App({ renderedPage }: { renderedPage?: RenderedPage }) {
  useSiteDataLoader();
  useHydratedMarker();
  useTagManager();
  return (
    <SiteLayout>
      <PageRoute renderedPage={renderedPage} />
    </SiteLayout>
  );
}
