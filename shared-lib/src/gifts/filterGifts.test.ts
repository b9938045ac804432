import type { RecipientCategory } from '../content/types';
import { filterGifts, giftInCategory } from './filterGifts';

const categories = [
  { tid: 20, parent: 0 },
  { tid: 130, parent: 20 },
  { tid: 29, parent: 0 },
  { tid: 101, parent: 29 },
];

const gift = (id: string, price: number, cats: number[], recipients: RecipientCategory[]) => ({
  id,
  price,
  categories: cats,
  recipientCategories: recipients,
});

const gifts = [
  gift('shoes', 139.99, [130], ['For Him', 'For Her']),
  gift('dress', 49, [101], ['For Her']),
  gift('ball', 51, [20], ['Kids']),
];

const ids = (list: { id: string }[]) => list.map((g) => g.id);

describe('giftInCategory', () => {
  it('matches the category itself and its parent', () => {
    expect(giftInCategory(gifts[0]!, 130, categories)).toBe(true);
    expect(giftInCategory(gifts[0]!, 20, categories)).toBe(true);
    expect(giftInCategory(gifts[0]!, 29, categories)).toBe(false);
  });
});

describe('filterGifts', () => {
  it('keeps every gift without filters', () => {
    expect(ids(filterGifts(gifts, {}, categories))).toEqual(['shoes', 'dress', 'ball']);
  });

  it('filters by recipient, price range and category together', () => {
    expect(ids(filterGifts(gifts, { recipient: 'For Her' }, categories))).toEqual([
      'shoes',
      'dress',
    ]);
    expect(ids(filterGifts(gifts, { priceRange: '0-50' }, categories))).toEqual(['dress']);
    expect(ids(filterGifts(gifts, { priceRange: '51-100' }, categories))).toEqual(['ball']);
    expect(ids(filterGifts(gifts, { category: 20 }, categories))).toEqual(['shoes', 'ball']);
    expect(ids(filterGifts(gifts, { recipient: 'For Her', category: 20 }, categories))).toEqual([
      'shoes',
    ]);
  });

  it('matches nothing for an unknown price range', () => {
    expect(filterGifts(gifts, { priceRange: 'cheap' }, categories)).toEqual([]);
  });
});
