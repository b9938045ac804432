import { DEFAULT_STORE_BANNER } from 'shared-lib/content';
import type { RemoteModules } from 'shared-lib/contracts';
import { RemoteModule } from 'shared-lib/remote';
import { ContentImage, RichText } from 'shared-lib/ui';
import { SimilarStores } from '../features/store-detail/SimilarStores';
import { StoreInfoPanel } from '../features/store-detail/StoreInfoPanel';
import './StoreDetailPage.css';

/**
 * 'Store detail' (docs/reference/routes.md#store-detail). The offers slider belongs to mf-whats-on and the gift slider to mf-gifts:
 * each is loaded through RemoteModule only when the store has any, and shows nothing at all when
 * its remote is down (the rest of the page does not depend on it). Both sit below the first
 * screen: they hydrate when the shopper scrolls near them.
 */
const StoreDetailPage: RemoteModules['stores/StoreDetailPage'] = ({ pageData }) => {
  const { store, offers, gifts, similarStores, plan, location } = pageData.context;
  const storeRef = { nid: store.id, title: store.title, url: { path: store.path.alias } };
  return (
    <article className="store-detail">
      <StoreInfoPanel store={store} plan={plan} location={location} />
      <ContentImage
        image={store.banner ?? DEFAULT_STORE_BANNER}
        className="store-detail__banner"
        priority
      />
      <section aria-labelledby="store-about-title" className="store-detail__about">
        <h2 id="store-about-title">About {store.title}</h2>
        <RichText html={store.about.processed} />
      </section>
      {offers.length > 0 && (
        <RemoteModule
          id="whats_on/StoreOffersSlider"
          props={{ offers, store: storeRef }}
          fallback={null}
          hydrateWhenVisible
        />
      )}
      {gifts.length > 0 && (
        <RemoteModule
          id="gifts/StoreGiftSlider"
          props={{ gifts }}
          fallback={null}
          hydrateWhenVisible
        />
      )}
      <SimilarStores stores={similarStores} />
    </article>
  );
};

export default StoreDetailPage;
