import type { Category, StoreSummary } from '../content/types';
import {
  equivalentCategoryIds,
  formatStoreFilters,
  matchStores,
  parseStoreFilters,
  storeMatchesQuery,
} from './matchStores';

const category = (tid: number, name: string, parent: number): Category => ({
  id: String(tid),
  tid,
  name,
  parent,
  weight: 0,
});
const CATEGORIES = [
  category(10, 'Family', 0),
  category(28, 'Outdoor', 10),
  category(20, 'Sport', 0),
  category(57, 'Outdoor', 20),
  category(21, 'Sporting Equipment', 20),
  category(29, 'Fashion', 0),
];

function store(title: string, about: string, refs: [number, number][]): StoreSummary {
  return {
    id: title.toLowerCase(),
    title,
    path: { alias: `/stores/${title.toLowerCase()}/` },
    about: { processed: about },
    logo: { url: '/l.png', width: 300, height: 150 },
    category: refs.map(([id, parent]) => ({ id, parent, title: `C${id}` })),
    shopNumber: '1',
  };
}

const kathmandu = store('Kathmandu', '<p>Tents &amp; <strong>hiking</strong> gear</p>', [[57, 20]]);
const anaconda = store('Anaconda', '<p>Camping</p>', [[28, 10]]);
const rebel = store('Rebel', '<p>Balls</p>', [[21, 20]]);
const bonds = store('Bonds', '<p>Great <em>underwear</em> deals</p>', [[29, 0]]);
const ALL = [kathmandu, anaconda, rebel, bonds];

describe('storeMatchesQuery', () => {
  it('ignores case in the title and the about text', () => {
    expect(storeMatchesQuery(kathmandu, 'KATH')).toBe(true);
    expect(storeMatchesQuery(kathmandu, 'Hiking')).toBe(true);
    expect(storeMatchesQuery(kathmandu, 'surf')).toBe(false);
  });

  it('matches the about text with its markup stripped and entities decoded', () => {
    expect(storeMatchesQuery(kathmandu, 'tents & hiking')).toBe(true);
    expect(storeMatchesQuery(kathmandu, 'strong')).toBe(false);
    expect(storeMatchesQuery(bonds, 'great underwear deals')).toBe(true);
  });

  it('treats an empty or blank query as matching every store', () => {
    expect(storeMatchesQuery(rebel, '')).toBe(true);
    expect(storeMatchesQuery(rebel, '   ')).toBe(true);
  });
});

describe('matchStores', () => {
  const byCategory = (id: number) =>
    matchStores(ALL, { category: id, query: '' }, CATEGORIES).map((s) => s.title);

  it('matches a parent category through the parent id of a store category', () => {
    expect(byCategory(20)).toEqual(['Kathmandu', 'Rebel']);
    expect(byCategory(10)).toEqual(['Anaconda']);
  });

  it('matches a child category by the store category id', () => {
    expect(byCategory(21)).toEqual(['Rebel']);
    expect(byCategory(29)).toEqual(['Bonds']);
  });

  it("finds Outdoor's stores under either of its two ids", () => {
    expect(byCategory(28)).toEqual(['Kathmandu', 'Anaconda']);
    expect(byCategory(57)).toEqual(['Kathmandu', 'Anaconda']);
    expect([...equivalentCategoryIds(57, CATEGORIES)].sort()).toEqual([28, 57]);
  });

  it('combines category and query, and returns nothing when nothing matches', () => {
    expect(matchStores(ALL, { category: 20, query: 'balls' }, CATEGORIES)).toEqual([rebel]);
    expect(matchStores(ALL, { category: 29, query: 'balls' }, CATEGORIES)).toEqual([]);
    expect(matchStores(ALL, { category: null, query: '' }, CATEGORIES)).toEqual(ALL);
  });

  it('matches an unknown category id only by the id itself', () => {
    expect(matchStores(ALL, { category: 999, query: '' }, CATEGORIES)).toEqual([]);
  });
});

describe('store filters in the address', () => {
  it('reads category and query, ignoring a category that is not a number', () => {
    expect(parseStoreFilters('?category=20&q=shoes')).toEqual({ category: 20, query: 'shoes' });
    expect(parseStoreFilters('?category=abc')).toEqual({ category: null, query: '' });
    expect(parseStoreFilters('')).toEqual({ category: null, query: '' });
  });

  it('writes the filters back, and nothing without filters', () => {
    expect(formatStoreFilters({ category: 20, query: ' red shoes ' })).toBe(
      '?category=20&q=red+shoes',
    );
    expect(formatStoreFilters({ category: null, query: '' })).toBe('');
    expect(parseStoreFilters(formatStoreFilters({ category: 57, query: 'a&b' }))).toEqual({
      category: 57,
      query: 'a&b',
    });
  });
});
