import type { SearchDocument } from './types';

/**
 * The words whose results are rendered ahead with each generation (decision 334): every word of
 * a document's title, as a shopper types it in lower case, of three letters or digits or more.
 */
export function searchTermsOf(documents: readonly SearchDocument[]): string[] {
  const words = documents.flatMap(
    (document) => document.title.toLowerCase().match(/[a-z0-9]+/g) ?? [],
  );
  return [...new Set(words)].filter((word) => word.length >= 3).sort();
}

/**
 * The word a query is, when it is one: trimmed, in lower case, letters and digits only (the
 * rule `searchEarly.inline.js` follows too); null for anything else.
 */
export function searchTermOf(query: string): string | null {
  const term = query.trim().toLowerCase();
  return /^[a-z0-9]{3,40}$/.test(term) ? term : null;
}

/** Where the words' results rendered ahead are served: a fragment of HTML each, in the generation. */
export const SEARCH_RESULTS_PREFIX = '/assets/data/search/';
export const searchResultsUrl = (term: string): string => `${SEARCH_RESULTS_PREFIX}${term}.html`;
