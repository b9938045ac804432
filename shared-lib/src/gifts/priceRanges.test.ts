import { findPriceRange, isInPriceRange, PRICE_RANGES, priceRangeOf } from './priceRanges';

const idOf = (price: number) => priceRangeOf(price)?.id;

describe('price ranges', () => {
  it('are the six ranges of the gift guide, in order', () => {
    expect(PRICE_RANGES.map((range) => range.label)).toEqual([
      '$0–$50',
      '$51–$100',
      '$101–$150',
      '$151–$200',
      '$200–$300',
      '$300+',
    ]);
  });

  it('put 50.99 and 51 in different ranges', () => {
    expect(idOf(0)).toBe('0-50');
    expect(idOf(50)).toBe('0-50');
    expect(idOf(50.99)).toBe('0-50');
    expect(idOf(51)).toBe('51-100');
  });

  it('put 100.99/101 and 150.99/151 apart', () => {
    expect(idOf(100.99)).toBe('51-100');
    expect(idOf(101)).toBe('101-150');
    expect(idOf(150.99)).toBe('101-150');
    expect(idOf(151)).toBe('151-200');
  });

  it('put 200 in $151–$200 and 201 in $200–$300', () => {
    expect(idOf(200)).toBe('151-200');
    expect(idOf(200.99)).toBe('151-200');
    expect(idOf(201)).toBe('200-300');
  });

  it('put 300.99 in $200–$300 and 301 in $300+', () => {
    expect(idOf(300)).toBe('200-300');
    expect(idOf(300.99)).toBe('200-300');
    expect(idOf(301)).toBe('300-plus');
    expect(idOf(5000)).toBe('300-plus');
  });

  it('leave no gap between x.99 and x+1', () => {
    expect(idOf(50.995)).toBe('0-50');
    expect(idOf(300.999)).toBe('200-300');
  });

  it('place no negative or non-numeric price', () => {
    expect(idOf(-1)).toBeUndefined();
    expect(idOf(Number.NaN)).toBeUndefined();
  });

  it('are found by id', () => {
    const range = findPriceRange('51-100');
    expect(range?.label).toBe('$51–$100');
    expect(range && isInPriceRange(75, range)).toBe(true);
    expect(findPriceRange('cheap')).toBeUndefined();
  });
});
