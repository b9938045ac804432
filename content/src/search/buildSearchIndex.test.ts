import elasticlunr from 'elasticlunr';
import { searchOver, type SearchIndexFile } from 'shared-lib/search';

import { makeContent } from '../test-utils/factories';
import { buildSearchIndex } from './buildSearchIndex';
import { plainText, searchDocuments, type IndexedDocument } from './searchDocuments';

/** Searches a built file the way the search page does, after a JSON round trip. */
function search(file: SearchIndexFile, query: string): string[] {
  const served = JSON.parse(JSON.stringify(file)) as SearchIndexFile;
  return searchOver(elasticlunr, served)(query).map((document) => document.title);
}

describe('searchDocuments', () => {
  it('makes one document per store, gift, offer, article, event and page, with the home page at /', () => {
    const documents = searchDocuments(makeContent());
    expect(
      documents.map((document) => [document.type, document.title, document.path.alias]),
    ).toEqual(
      expect.arrayContaining([
        ['node--homepage', 'Home', '/'],
        ['node--basic_page', 'About Us', '/about-us/'],
        ['node--store', 'Nike', '/stores/nike/'],
        ['node--offer', 'Half price', expect.stringMatching(/^\/offers\//)],
        ['node--news', 'A story', expect.any(String)],
        ['node--blog', 'A blog post', expect.any(String)],
        ['node--event', 'A market', expect.any(String)],
        ['node--gift', expect.any(String), expect.any(String)],
      ]),
    );
    expect(documents).toHaveLength(9);
    expect(new Set(documents.map((document) => document.id)).size).toBe(9);
  });

  it('turns rich text into plain words', () => {
    expect(plainText('<p>Sport<b>swear</b></p><p>and&nbsp;more &amp; less</p>')).toBe(
      'Sport swear and more & less',
    );
  });
});

describe('buildSearchIndex', () => {
  const file = buildSearchIndex(searchDocuments(makeContent()), 'abc123');

  it('finds by title and body whatever the case, and by a word’s beginning', () => {
    expect(search(file, 'NIKE')).toContain('Nike');
    expect(search(file, 'sportswear')).toContain('Nike');
    expect(search(file, 'marke')).toContain('A market');
  });

  it('ranks a title match above a body match', () => {
    const documents: IndexedDocument[] = [
      {
        id: 'a',
        type: 'node--store',
        title: 'Shoes Galore',
        path: { alias: '/a/' },
        body: 'Bags.',
      },
      {
        id: 'b',
        type: 'node--store',
        title: 'Bags',
        path: { alias: '/b/' },
        body: 'Shoes, shoes.',
      },
    ];
    expect(search(buildSearchIndex(documents, 'h'), 'shoes')).toEqual(['Shoes Galore', 'Bags']);
  });

  it('stores only what a result shows, not the bodies', () => {
    expect(file.hash).toBe('abc123');
    expect(Object.values(file.documents).every((document) => !('body' in document))).toBe(true);
    expect(JSON.stringify(file)).not.toContain('Every Saturday.');
  });
});
