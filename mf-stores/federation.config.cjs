module.exports = {
  name: 'stores',
  exposes: {
    './StoreDirectoryPage': './src/pages/StoreDirectoryPage.tsx',
    './StoreDetailPage': './src/pages/StoreDetailPage.tsx',
    './CentreMapPage': './src/pages/CentreMapPage.tsx',
    './StoreSearchBlock': './src/blocks/StoreSearchBlock.tsx',
    './StoreDirectoryBlock': './src/blocks/StoreDirectoryBlock.tsx',
    './ShopByCategoryBlock': './src/blocks/ShopByCategoryBlock.tsx',
    './StoreTilesBlock': './src/blocks/StoreTilesBlock.tsx',
  },
};
