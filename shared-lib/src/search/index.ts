export {
  SEARCH_TYPES,
  SEARCH_FIELD_BOOSTS,
  type SearchDocument,
  type SearchIndexFile,
} from './types';
export { searchIndexUrl } from './searchIndexUrl';
export { groupResults, typeName, type ResultGroup } from './groupResults';
