import { Link } from 'shared-lib/router';
import type { Gift } from 'shared-lib/content';
import { ContentImage, RichText } from 'shared-lib/ui';
import { GiftPrice } from './GiftPrice';
import './giftCard.css';

/**
 * Spec 'Gift detail': a gift in lists shows thumbnail, title link, description if present, price.
 * A list item in a grid; a plain block (`as="div"`) in a slider, whose slides are groups.
 */
export function GiftCard({ gift, as: Element = 'li' }: { gift: Gift; as?: 'li' | 'div' }) {
  return (
    <Element className="card gift-card">
      <ContentImage image={gift.image.entity.thumbnail} sizes="(min-width: 992px) 25vw, 50vw" />
      <h2 className="gift-card__title">
        <Link to={gift.path.alias}>{gift.title}</Link>
      </h2>
      {gift.description && (
        <RichText className="gift-card__description" html={gift.description.processed} />
      )}
      <GiftPrice gift={gift} />
    </Element>
  );
}
