module.exports = {
  name: 'stores',
  exposes: {
    './StoreDirectoryPage': './src/pages/StoreDirectoryPage.tsx',
    './StoreDetailPage': './src/pages/StoreDetailPage.tsx',
  },
};
