import type { RecipientCategory } from 'shared-lib/content';
import { featuredFirst, giftTags, isFeaturedGift, orderFirst } from './featuredGifts';

const categories = [
  { tid: 20, name: 'Sport', parent: 0 },
  { tid: 131, name: 'Sporting Equipment', parent: 20 },
  { tid: 10, name: 'Family', parent: 0 },
  { tid: 120, name: 'Toys & Hobbies', parent: 10 },
];
const gift = (id: string, price: number, cats: number[], recipients: RecipientCategory[]) => ({
  id,
  price,
  categories: cats,
  recipientCategories: recipients,
});
const ball = gift('ball', 39.99, [131], ['For Him']);
const lego = gift('lego', 59.99, [120], ['Kids']);
const train = gift('train', 219, [120], ['Kids']);
const hoop = gift('hoop', 169.99, [131], ['Kids']);
const gifts = [ball, lego, train, hoop];
const ids = (list: { id: string }[]) => list.map((g) => g.id);

describe('featured gifts', () => {
  it("tags a gift with its recipients, categories and their parents' names", () => {
    expect(giftTags(hoop, categories)).toEqual(['Kids', 'Sporting Equipment', 'Sport']);
  });

  it('features a curated list in its own order, before the rest', () => {
    const curated = { curated: ['train', 'ball'] };
    expect(isFeaturedGift(train, curated, categories)).toBe(true);
    expect(isFeaturedGift(lego, curated, categories)).toBe(false);
    expect(ids(featuredFirst(gifts, curated, categories))).toEqual([
      'train',
      'ball',
      'lego',
      'hoop',
    ]);
  });

  it('features gifts by a rule: any tag (case-insensitive), at or under the price cap', () => {
    const rule = { rule: { tags: ['kids'], priceCap: 169.99 } };
    expect(ids(gifts.filter((g) => isFeaturedGift(g, rule, categories)))).toEqual(['lego', 'hoop']);
    const sport = { rule: { tags: ['Sport', 'Toys & Hobbies'] } };
    expect(ids(featuredFirst(gifts, sport, categories))).toEqual(['ball', 'lego', 'train', 'hoop']);
    const cheap = { rule: { tags: [], priceCap: 50 } };
    expect(ids(featuredFirst(gifts, cheap, categories))).toEqual(['ball', 'lego', 'train', 'hoop']);
    expect(isFeaturedGift(lego, cheap, categories)).toBe(false);
  });

  it('keeps the order without featured gifts', () => {
    expect(ids(featuredFirst(gifts, undefined, categories))).toEqual(ids(gifts));
  });

  it('moves named items to the front', () => {
    expect(
      orderFirst(['For Him', 'For Her', 'Home', 'Kids'], ['Kids', 'For Her'], (r) => r),
    ).toEqual(['Kids', 'For Her', 'For Him', 'Home']);
    expect(orderFirst([1, 2, 3], [9], (n) => n)).toEqual([1, 2, 3]);
  });
});
