const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** A price in Australian dollars, '$139.99'. */
export function formatPrice(price: number): string {
  return AUD.format(price);
}
