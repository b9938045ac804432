import elasticlunr from 'elasticlunr';
import type { SearchDocument, SearchIndexFile } from 'shared-lib/search';

import { byId } from '../model/byId';
import type { IndexedDocument } from './searchDocuments';

/**
 * The elasticlunr index over title and body (the default pipeline: trimmer, stop words, stemmer;
 * lower case), with the documents' display fields beside it. Bodies are indexed, not stored: the
 * file carries only what a result shows.
 */
export function buildSearchIndex(
  documents: readonly IndexedDocument[],
  hash: string,
): SearchIndexFile {
  const index = elasticlunr<IndexedDocument>(function configure() {
    this.setRef('id');
    this.addField('title');
    this.addField('body');
    this.saveDocument(false);
  });
  const shown: Record<string, SearchDocument> = {};
  // In id order, as the index keeps its documents in the order they were added.
  for (const document of [...documents].sort(byId)) {
    index.addDoc(document);
    shown[document.id] = {
      id: document.id,
      type: document.type,
      title: document.title,
      path: document.path,
      ...(document.thumb ? { thumb: document.thumb } : {}),
    };
  }
  return { hash, index: index.toJSON(), documents: shown };
}
