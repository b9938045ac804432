import type { Gift } from 'shared-lib/content';
import { formatPrice } from './formatPrice';

/**
 * 'Gift detail' (docs/reference/routes.md#gift-detail): with an original price, the current price in red and the original struck
 * through; otherwise the price only. Strike-through is not announced by screen readers, so
 * 'Now' and 'Was' are said in words.
 */
export function GiftPrice({
  gift,
  className = 'gift-price',
}: {
  gift: Pick<Gift, 'price' | 'originalPrice'>;
  className?: string;
}) {
  if (gift.originalPrice === undefined) {
    return (
      <p className={className}>
        <span className="gift-price__current">{formatPrice(gift.price)}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="visually-hidden">Now </span>
      <span className="gift-price__current gift-price__current--sale">
        {formatPrice(gift.price)}
      </span>{' '}
      <s className="gift-price__original">
        <span className="visually-hidden">Was </span>
        {formatPrice(gift.originalPrice)}
      </s>
    </p>
  );
}
