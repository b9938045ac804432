import { startStandalone } from 'shared-lib/standalone';
import ArticleDetailPage from './pages/ArticleDetailPage';
import EventDetailPage from './pages/EventDetailPage';
import JobListingPage from './pages/JobListingPage';
import OfferDetailPage from './pages/OfferDetailPage';
import OffersPage from './pages/OffersPage';
import WhatsOnPage from './pages/WhatsOnPage';

// Only used when the remote runs on its own (`npm start -w mf-whats-on`); the shell never loads it.
startStandalone({
  title: 'mf-whats-on',
  pages: {
    offers: OffersPage,
    'offer-detail': OfferDetailPage,
    'whats-on': WhatsOnPage,
    'article-detail': ArticleDetailPage,
    'event-detail': EventDetailPage,
    'job-listing': JobListingPage,
  },
});
