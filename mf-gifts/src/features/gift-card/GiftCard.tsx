import type { Ref } from 'react';
import { SiteLink } from 'shared-lib/links';
import type { Gift } from 'shared-lib/content';
import { ContentImage, RichText } from 'shared-lib/ui';
import { GiftPrice } from './GiftPrice';
import './giftCard.css';

interface GiftCardProps {
  gift: Gift;
  /** A list item in a grid; a plain block (`div`) in a slider, whose slides are groups. */
  as?: 'li' | 'div';
  /** Marks a gift the campaign features. */
  featured?: boolean;
  /** The title link, for moving focus to it ('Load more'). */
  linkRef?: Ref<HTMLAnchorElement>;
}

/** 'Gift detail' (docs/reference/routes.md#gift-detail): a gift in lists shows thumbnail, title link, description if present, price. */
export function GiftCard({ gift, as: Element = 'li', featured = false, linkRef }: GiftCardProps) {
  return (
    <Element className={featured ? 'card gift-card gift-card--featured' : 'card gift-card'}>
      <ContentImage
        image={gift.image.entity.thumbnail}
        className="card__media gift-card__media"
        sizes="(min-width: 992px) 25vw, 50vw"
      />
      <div className="card__body">
        {featured && <span className="badge gift-card__badge">Featured</span>}
        <h3 className="card__title gift-card__title">
          <SiteLink className="card__link" href={gift.path.alias} ref={linkRef}>
            {gift.title}
          </SiteLink>
        </h3>
        {gift.description && (
          <RichText className="gift-card__description" html={gift.description.processed} />
        )}
        <GiftPrice gift={gift} className="gift-price gift-card__price" />
      </div>
    </Element>
  );
}
