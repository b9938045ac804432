import { groupResults, typeName } from './groupResults';
import type { SearchDocument } from './types';

const doc = (id: string, type: string): SearchDocument => ({
  id,
  type,
  title: id,
  path: { alias: `/${id}/` },
});

describe('typeName', () => {
  it.each([
    ['node--gift', 'Gift'],
    ['node--news', 'News'],
    ['node--job_listing', 'Job Listing'],
    ['paragraph--gift-idea', 'Gift Idea'],
    ['giftIdea', 'Gift Idea'],
    ['blog', 'Blog'],
  ])('%s → %s', (type, name) => {
    expect(typeName(type)).toBe(name);
  });
});

describe('groupResults', () => {
  it('puts basic pages and the home page under General pages, then Events, Offers, Stores, then the rest by type name', () => {
    const groups = groupResults([
      doc('a-gift', 'node--gift'),
      doc('a-store', 'node--store'),
      doc('home', 'node--homepage'),
      doc('an-offer', 'node--offer'),
      doc('news-1', 'node--news'),
      doc('about', 'node--basic_page'),
      doc('an-event', 'node--event'),
      doc('blog-1', 'node--blog'),
      doc('news-2', 'node--news'),
    ]);
    expect(groups.map((group) => [group.heading, group.documents.map((d) => d.id)])).toEqual([
      ['General pages', ['home', 'about']],
      ['Events', ['an-event']],
      ['Offers', ['an-offer']],
      ['Stores', ['a-store']],
      ['Gift', ['a-gift']],
      ['News', ['news-1', 'news-2']],
      ['Blog', ['blog-1']],
    ]);
  });

  it('shows stores as cards and every other group as links', () => {
    const groups = groupResults([doc('s', 'node--store'), doc('o', 'node--offer')]);
    expect(groups.map((group) => [group.heading, group.kind])).toEqual([
      ['Offers', 'links'],
      ['Stores', 'cards'],
    ]);
  });

  it('gives no groups for no results', () => {
    expect(groupResults([])).toEqual([]);
  });
});
