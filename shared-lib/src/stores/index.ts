export * from './findSimilarStores';
