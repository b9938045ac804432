import { BrowserRouter } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { PageRoute } from '../routing/PageRoute';
import { useSiteDataLoader } from './useSiteDataLoader';

export function App() {
  useSiteDataLoader();
  return (
    <BrowserRouter>
      <SiteLayout>
        <PageRoute />
      </SiteLayout>
    </BrowserRouter>
  );
}
