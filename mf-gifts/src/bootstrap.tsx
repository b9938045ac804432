import { startStandalone } from 'shared-lib/standalone';
import { campaign } from './campaign/campaign';
import GiftDetailPage from './pages/GiftDetailPage';
import GiftGeneratorPage from './pages/GiftGeneratorPage';

// Only used when the remote runs on its own (`npm start -w mf-gifts`); the shell never loads it.
startStandalone({
  title: `mf-gifts (${campaign.name})`,
  pages: { 'gift-generator': GiftGeneratorPage, 'gift-detail': GiftDetailPage },
});
