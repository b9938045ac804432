export type * from './types';
export { PageDataError, type PageDataErrorCode } from './PageDataError';
export { fetchPageData } from './fetchPageData';
export { readBuildHash } from './readBuildHash';
