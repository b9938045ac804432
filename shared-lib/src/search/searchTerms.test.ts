import { searchResultsUrl, searchTermOf, searchTermsOf } from './searchTerms';
import type { SearchDocument } from './types';

const doc = (title: string): SearchDocument => ({
  id: title,
  type: 'node--store',
  title,
  path: { alias: '/x/' },
});

describe('searchTermsOf', () => {
  it('gives every word of the titles once, in lower case, of three letters or digits or more', () => {
    expect(
      searchTermsOf([doc('Nike Factory Store'), doc('120-Piece Socket Set'), doc('Nike')]),
    ).toEqual(['120', 'factory', 'nike', 'piece', 'set', 'socket', 'store']);
  });
});

describe('searchTermOf', () => {
  it('is the word a one-word query is, as the terms are written', () => {
    expect(searchTermOf('  Shoes ')).toBe('shoes');
    expect(searchTermOf('2026')).toBe('2026');
  });

  it('is null for a query of more than one word, too short, or with other characters', () => {
    for (const query of ['running shoes', 'ab', '', 'café', '../etc', 'x'.repeat(41)])
      expect(searchTermOf(query)).toBeNull();
  });
});

describe('searchResultsUrl', () => {
  it("is the word's fragment among the page data", () => {
    expect(searchResultsUrl('shoes')).toBe('/assets/data/search/shoes.html');
  });
});
