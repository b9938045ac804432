export type * from './types';
export { PageDataError, type PageDataErrorCode } from './PageDataError';
export { fetchPageData } from './fetchPageData';
export { readBuildHash } from './readBuildHash';
export { prefetchPageData, setPrefetchFollowUp, takePrefetched, clearPrefetched } from './prefetch';
