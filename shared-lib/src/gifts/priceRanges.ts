/**
 * The gift guide's price ranges (docs/reference/rules.md#price-ranges). The reference states them as '$0–$50 (0 to 50.99)'
 * ... '$200–$300 (201 to 300.99)', '$300+'. Prices are in dollars and cents, so each range here
 * runs from its `min` up to, not including, the next range's `min`: the stated edges hold
 * (50.99 and 51, 200 and 201, 300.99 and 301 fall in different ranges) and no price between
 * x.99 and x+1 falls through a gap.
 */
export interface PriceRange {
  /** Stable id used in the address (`?price=51-100`). */
  id: string;
  label: string;
  /** Lowest price in the range, inclusive. */
  min: number;
  /** Lowest price above the range (exclusive); absent for the open-ended top range. */
  below?: number;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { id: '0-50', label: '$0–$50', min: 0, below: 51 },
  { id: '51-100', label: '$51–$100', min: 51, below: 101 },
  { id: '101-150', label: '$101–$150', min: 101, below: 151 },
  { id: '151-200', label: '$151–$200', min: 151, below: 201 },
  { id: '200-300', label: '$200–$300', min: 201, below: 301 },
  { id: '300-plus', label: '$300+', min: 301 },
];

/** The range with this id, if any. */
export function findPriceRange(id: string): PriceRange | undefined {
  return PRICE_RANGES.find((range) => range.id === id);
}

/** Whether `price` lies in `range`. */
export function isInPriceRange(price: number, range: PriceRange): boolean {
  return price >= range.min && (range.below === undefined || price < range.below);
}

/** The range a price falls in; undefined for a negative or non-numeric price. */
export function priceRangeOf(price: number): PriceRange | undefined {
  return PRICE_RANGES.find((range) => isInPriceRange(price, range));
}
