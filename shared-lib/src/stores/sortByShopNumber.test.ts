import { sortByShopNumber } from './sortByShopNumber';

describe('sortByShopNumber', () => {
  it('orders shop numbers with their numbers compared as numbers', () => {
    const stores = [
      { title: 'C', shopNumber: 'T10' },
      { title: 'A', shopNumber: 'T2' },
      { title: 'B', shopNumber: '3' },
    ];
    expect(sortByShopNumber(stores).map((s) => s.shopNumber)).toEqual(['3', 'T2', 'T10']);
    expect(stores[0]?.title).toBe('C');
  });
});
