import type { RemoteModules } from 'shared-lib/contracts';
import { SiteLink } from 'shared-lib/links';
import { giftGeneratorPath } from 'shared-lib/routes';
import { ContentImage, RichText } from 'shared-lib/ui';
import { GiftPrice } from '../features/gift-card/GiftPrice';
import '../features/gift-card/giftCard.css';
import './GiftDetailPage.css';

/** 'Gift detail' (docs/reference/routes.md#gift-detail): image, title, description, price and a panel for the gift's store. */
const GiftDetailPage: RemoteModules['gifts/GiftDetailPage'] = ({ pageData }) => {
  const { gift, store } = pageData.context;
  return (
    <article className="gift-detail">
      <ContentImage
        image={gift.image.entity.image}
        className="gift-detail__image"
        sizes="(min-width: 768px) 50vw, 100vw"
        priority
      />
      <div className="gift-detail__body">
        <h1 className="gift-detail__title">{gift.title}</h1>
        {gift.description && (
          <RichText className="gift-detail__description" html={gift.description.processed} />
        )}
        <GiftPrice gift={gift} className="gift-price gift-detail__price" />
        <aside className="gift-detail__store" aria-labelledby="gift-store-heading">
          <ContentImage image={store.logo} className="gift-detail__logo" sizes="6rem" />
          <div className="gift-detail__store-text">
            <h2 id="gift-store-heading" className="gift-detail__store-heading">
              Available at <SiteLink href={store.path.alias}>{store.title}</SiteLink>
            </h2>
            <p className="gift-detail__store-meta">
              Store location - Shop number {store.shopNumber}
            </p>
            {store.phone && (
              <p className="gift-detail__store-meta">
                <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
              </p>
            )}
          </div>
        </aside>
        <p>
          <SiteLink className="button button-secondary" href={giftGeneratorPath()}>
            More gift ideas
          </SiteLink>
        </p>
      </div>
    </article>
  );
};

export default GiftDetailPage;
