import { SEARCH_FIELD_BOOSTS, type SearchDocument, type SearchIndexFile } from './types';

/**
 * What the search needs of elasticlunr 0.9.5, whose types only the workspaces that import it read
 * (`elasticlunr.d.ts`): this module imports nothing of it, it is handed the library.
 */
interface SearchLibrary {
  Index: {
    load(serialised: unknown): {
      search(query: string, config: object): { ref: string }[];
    };
  };
}

/** Runs a query over a loaded index: the matching documents, best first. */
export type RunSearch = (query: string) => SearchDocument[];

/**
 * Loads a search index file into elasticlunr (which the caller imports: the browser loads it only
 * on the search page) and gives the search the site runs everywhere: title and body, the title
 * boosted, any word (OR), words that start with the query's found too.
 */
export function searchOver(elasticlunr: SearchLibrary, file: SearchIndexFile): RunSearch {
  const index = elasticlunr.Index.load(file.index);
  return (query) =>
    index
      .search(query, {
        fields: {
          title: { boost: SEARCH_FIELD_BOOSTS.title },
          body: { boost: SEARCH_FIELD_BOOSTS.body },
        },
        bool: 'OR',
        expand: true,
      })
      .flatMap((hit) => file.documents[hit.ref] ?? []);
}
