import { DEFAULT_STORE_BANNER } from 'shared-lib/content';
import type { RemoteModules } from 'shared-lib/contracts';
import { ContentImage, RichText } from 'shared-lib/ui';
import { SimilarStores } from '../features/store-detail/SimilarStores';
import { StoreInfoPanel } from '../features/store-detail/StoreInfoPanel';
import './StoreDetailPage.css';

const StoreDetailPage: RemoteModules['stores/StoreDetailPage'] = ({ pageData }) => {
  const { store, similarStores } = pageData.context;
  return (
    <article className="store-detail">
      <StoreInfoPanel store={store} />
      <ContentImage
        image={store.banner ?? DEFAULT_STORE_BANNER}
        className="store-detail__banner"
        priority
      />
      <section aria-labelledby="store-about-title">
        <h2 id="store-about-title">About {store.title}</h2>
        <RichText html={store.about.processed} />
      </section>
      <SimilarStores stores={similarStores} />
    </article>
  );
};

export default StoreDetailPage;
