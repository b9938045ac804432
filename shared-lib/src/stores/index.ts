export * from './categoryTree';
export * from './findSimilarStores';
export * from './matchStores';
export * from './sortByShopNumber';
