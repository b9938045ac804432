import { GIFTS_PAGE_SIZE, hasMore, shownCount, shownMessage } from './paging';

describe('gift guide paging', () => {
  it('shows 8 a page', () => {
    expect(GIFTS_PAGE_SIZE).toBe(8);
    expect(shownCount(1, 20)).toBe(8);
    expect(shownCount(2, 20)).toBe(16);
    expect(shownCount(3, 20)).toBe(20);
    expect(shownCount(0, 20)).toBe(8);
  });

  it("offers 'Load more' only while gifts are left", () => {
    expect(hasMore(1, 9)).toBe(true);
    expect(hasMore(1, 8)).toBe(false);
    expect(hasMore(2, 16)).toBe(false);
    expect(hasMore(2, 17)).toBe(true);
    expect(hasMore(1, 0)).toBe(false);
  });

  it('says how many are shown', () => {
    expect(shownMessage(16, 20)).toBe('16 of 20 gifts shown');
    expect(shownMessage(1, 1)).toBe('1 of 1 gift shown');
  });
});
