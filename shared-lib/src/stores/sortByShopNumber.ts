/**
 * Orders stores by shop number as a shopper walks the centre: numeric parts compare as numbers
 * ('T2' before 'T10'), so 'My stores' reads as a route through the centre.
 */
export function sortByShopNumber<T extends { shopNumber: string; title: string }>(
  stores: readonly T[],
): T[] {
  return [...stores].sort(
    (a, b) =>
      a.shopNumber.localeCompare(b.shopNumber, 'en-AU', { numeric: true, sensitivity: 'base' }) ||
      a.title.localeCompare(b.title, 'en-AU', { sensitivity: 'base' }),
  );
}
