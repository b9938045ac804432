export {
  SEARCH_TYPES,
  SEARCH_FIELD_BOOSTS,
  type SearchDocument,
  type SearchIndexFile,
} from './types';
export { searchIndexUrl } from './searchIndexUrl';
export { groupResults, typeName, type ResultGroup } from './groupResults';
export { searchOver, type RunSearch } from './runSearch';
export {
  SEARCH_RESULTS_PREFIX,
  searchResultsUrl,
  searchTermOf,
  searchTermsOf,
} from './searchTerms';
