import type { Image } from '../content/types';

/**
 * What a search result shows ('Search document' in docs/reference/content.md): the type keeps the content
 * system's name ('node--store', 'node--basic_page', ...), so new types group by their own name.
 */
export interface SearchDocument {
  id: string;
  type: string;
  title: string;
  path: { alias: string };
  thumb?: Image;
}

/** The one file the content build writes for site search: the serialised index and its documents. */
export interface SearchIndexFile {
  hash: string;
  /** `elasticlunr.Index#toJSON()` over the fields `title` (boosted) and `body`. */
  index: unknown;
  documents: Record<string, SearchDocument>;
}

/** Search document types of the seed content. */
export const SEARCH_TYPES = {
  store: 'node--store',
  gift: 'node--gift',
  offer: 'node--offer',
  news: 'node--news',
  blog: 'node--blog',
  event: 'node--event',
  basicPage: 'node--basic_page',
  homepage: 'node--homepage',
} as const;

/** Field boosts: a word in the title counts three times one in the body. */
export const SEARCH_FIELD_BOOSTS = { title: 3, body: 1 } as const;
