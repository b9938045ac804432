import type { StoreSummary } from '../content/types';
import { findSimilarStores } from './findSimilarStores';

let counter = 0;
function makeStore(
  overrides: Partial<StoreSummary> & { categories?: number[] } = {},
): StoreSummary {
  counter += 1;
  const { categories = [29], ...rest } = overrides;
  return {
    id: `store-${counter}`,
    title: `Store ${counter}`,
    path: { alias: `/stores/store-${counter}/` },
    about: { processed: '<p>About</p>' },
    logo: { url: '/images/logo.png', width: 300, height: 150 },
    category: categories.map((id) => ({ id, title: `Category ${id}`, parent: 0 })),
    shopNumber: String(counter),
    ...rest,
  };
}

describe('findSimilarStores', () => {
  it('returns stores sharing at least one category, never the store itself', () => {
    const nike = makeStore({ id: 'nike', categories: [20, 129] });
    const adidas = makeStore({ title: 'Adidas', categories: [129] });
    const asics = makeStore({ title: 'Asics', categories: [20] });
    const adairs = makeStore({ title: 'Adairs', categories: [1] });
    expect(findSimilarStores(nike, [nike, adidas, asics, adairs])).toEqual([adidas, asics]);
  });

  it('orders by title, ignoring case, with the id breaking ties', () => {
    const store = makeStore({ id: 'me' });
    const b = makeStore({ id: 'b2', title: 'bonds' });
    const a = makeStore({ id: 'a', title: 'Adidas' });
    const b1 = makeStore({ id: 'b1', title: 'Bonds' });
    expect(findSimilarStores(store, [b, a, b1, store]).map((s) => s.id)).toEqual(['a', 'b1', 'b2']);
  });

  it('returns at most 12 stores', () => {
    const store = makeStore({ id: 'me' });
    const others = Array.from({ length: 20 }, (_, i) =>
      makeStore({ title: `Shop ${String(i).padStart(2, '0')}` }),
    );
    const similar = findSimilarStores(store, others);
    expect(similar).toHaveLength(12);
    expect(similar[0]?.title).toBe('Shop 00');
    expect(similar[11]?.title).toBe('Shop 11');
  });

  it('returns nothing for a store without categories or without matches', () => {
    expect(findSimilarStores(makeStore({ categories: [] }), [makeStore()])).toEqual([]);
    expect(
      findSimilarStores(makeStore({ categories: [65] }), [makeStore({ categories: [1] })]),
    ).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    const store = makeStore({ id: 'me' });
    const list = [makeStore({ title: 'Z' }), makeStore({ title: 'A' })];
    const before = list.map((s) => s.id);
    findSimilarStores(store, list);
    expect(list.map((s) => s.id)).toEqual(before);
  });
});
