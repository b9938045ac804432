module.exports = {
  name: 'gifts',
  exposes: {
    './GiftGeneratorPage': './src/pages/GiftGeneratorPage.tsx',
    './GiftDetailPage': './src/pages/GiftDetailPage.tsx',
    './GiftGeneratorBlock': './src/blocks/GiftGeneratorBlock.tsx',
    './GiftGuideBlock': './src/blocks/GiftGuideBlock.tsx',
    './StoreGiftSlider': './src/features/gift-slider/StoreGiftSlider.tsx',
  },
};
