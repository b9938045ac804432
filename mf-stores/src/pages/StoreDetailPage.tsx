import type { RemoteModules } from 'shared-lib/contracts';

const StoreDetailPage: RemoteModules['stores/StoreDetailPage'] = ({ pageData }) => {
  const { store } = pageData.context;
  return (
    <article>
      <h1>{store.title}</h1>
      <h2>About {store.title}</h2>
      <div dangerouslySetInnerHTML={{ __html: store.about.processed }} />
    </article>
  );
};

export default StoreDetailPage;
