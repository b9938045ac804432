module.exports = {
  name: 'gifts',
  exposes: {
    './GiftGeneratorPage': './src/pages/GiftGeneratorPage.tsx',
    './GiftDetailPage': './src/pages/GiftDetailPage.tsx',
    './StoreGiftSlider': './src/features/gift-slider/StoreGiftSlider.tsx',
  },
};
