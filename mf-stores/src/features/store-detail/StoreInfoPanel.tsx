import type { Store } from 'shared-lib/content';
import { useSiteDataStore } from 'shared-lib/site-data';
import { ContentImage } from 'shared-lib/ui';
import { TodaysHours } from './TodaysHours';

/** Spec 'Store detail': logo, title, website, phone, today's hours, gift cards, location and map. */
export function StoreInfoPanel({ store }: { store: Store }) {
  const centreMapUrl = useSiteDataStore((state) => state.siteData?.site.centreMapUrl);
  return (
    <section className="store-info" aria-labelledby="store-title">
      <ContentImage image={store.logo} className="store-info__logo" />
      <h1 id="store-title" className="content-page__title">
        {store.title}
      </h1>
      {store.web && (
        <p>
          <a href={store.web} target="_blank" rel="noopener noreferrer">
            Visit the {store.title} website
          </a>
        </p>
      )}
      <dl className="store-info__facts">
        {store.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
            </dd>
          </>
        )}
        <TodaysHours />
      </dl>
      {store.giftcards && <p>Gift cards accepted</p>}
      <p>Store location - Shop number {store.shopNumber}</p>
      <ContentImage image={store.map} className="store-info__map" loading="lazy" />
      {centreMapUrl && (
        <p>
          <a href={centreMapUrl} target="_blank" rel="noopener noreferrer">
            See centre map
          </a>
        </p>
      )}
    </section>
  );
}
