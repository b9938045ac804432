module.exports = {
  name: 'whats_on',
  exposes: {
    './OffersPage': './src/pages/OffersPage.tsx',
    './OfferDetailPage': './src/pages/OfferDetailPage.tsx',
    './WhatsOnPage': './src/pages/WhatsOnPage.tsx',
    './ArticleDetailPage': './src/pages/ArticleDetailPage.tsx',
    './EventDetailPage': './src/pages/EventDetailPage.tsx',
    './JobListingPage': './src/pages/JobListingPage.tsx',
    './StoreOffersSlider': './src/blocks/StoreOffersSlider.tsx',
    './LatestOffersBlock': './src/blocks/LatestOffersBlock.tsx',
    './LatestArticlesBlock': './src/blocks/LatestArticlesBlock.tsx',
    './EventsBlock': './src/blocks/EventsBlock.tsx',
    './JobListingsBlock': './src/blocks/JobListingsBlock.tsx',
    './WhatsOnBlock': './src/blocks/WhatsOnBlock.tsx',
  },
};
