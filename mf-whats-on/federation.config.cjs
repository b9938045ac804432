module.exports = {
  name: 'whats_on',
  exposes: {
    './OffersPage': './src/pages/OffersPage.tsx',
    './OfferDetailPage': './src/pages/OfferDetailPage.tsx',
    './WhatsOnPage': './src/pages/WhatsOnPage.tsx',
    './ArticleDetailPage': './src/pages/ArticleDetailPage.tsx',
    './EventDetailPage': './src/pages/EventDetailPage.tsx',
    './JobListingPage': './src/pages/JobListingPage.tsx',
  },
};
