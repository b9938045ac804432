import { Link } from 'shared-lib/router';
import type { RemoteModules } from 'shared-lib/contracts';
import { ContentImage, RichText } from 'shared-lib/ui';
import { GiftPrice } from '../features/gift-card/GiftPrice';
import '../features/gift-card/giftCard.css';
import './GiftDetailPage.css';

/** Spec 'Gift detail': image, title, description, price and a panel for the gift's store. */
const GiftDetailPage: RemoteModules['gifts/GiftDetailPage'] = ({ pageData }) => {
  const { gift, store } = pageData.context;
  return (
    <article className="gift-detail">
      <ContentImage image={gift.image.entity.image} className="gift-detail__image" priority />
      <div className="gift-detail__body">
        <h1>{gift.title}</h1>
        {gift.description && <RichText html={gift.description.processed} />}
        <GiftPrice gift={gift} className="gift-price gift-detail__price" />
        <aside className="gift-detail__store" aria-label="Store">
          <ContentImage image={store.logo} className="gift-detail__logo" />
          <p>
            Available at <Link to={store.path.alias}>{store.title}</Link>
          </p>
        </aside>
      </div>
    </article>
  );
};

export default GiftDetailPage;
