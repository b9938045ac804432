import { startStandalone } from 'shared-lib/standalone';
import CentreMapPage from './pages/CentreMapPage';
import StoreDetailPage from './pages/StoreDetailPage';
import StoreDirectoryPage from './pages/StoreDirectoryPage';

// Only used when the remote runs on its own (`npm start -w mf-stores`); the shell never loads it.
startStandalone({
  title: 'mf-stores',
  pages: {
    'store-directory': StoreDirectoryPage,
    'store-detail': StoreDetailPage,
    'centre-map': CentreMapPage,
  },
});
