import type { Store } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { useSiteDataStore } from 'shared-lib/site-data';
import { ContentImage } from 'shared-lib/ui';
import { SaveStoreButton } from '../saved-stores/SaveStoreButton';
import { TodaysHours } from './TodaysHours';

/** 'Store detail' (docs/reference/routes.md#store-detail): logo, title, website, phone, today's hours, gift cards, location and map. */
export function StoreInfoPanel({ store }: { store: Store }) {
  const centreMapUrl = useSiteDataStore((state) => state.siteData?.site.centreMapUrl);
  return (
    <section className="store-info" aria-labelledby="store-title">
      <ContentImage image={store.logo} className="store-info__logo" />
      <h1 id="store-title" className="content-page__title">
        {store.title}
      </h1>
      <SaveStoreButton
        store={{
          id: store.id,
          title: store.title,
          path: store.path.alias,
          shopNumber: store.shopNumber,
        }}
      />
      {store.web && (
        <p>
          <SiteLink href={store.web}>Visit the {store.title} website</SiteLink>
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
      <ContentImage image={store.map} className="store-info__map" priority />
      {centreMapUrl && (
        <p>
          <SiteLink href={centreMapUrl}>See centre map</SiteLink>
        </p>
      )}
    </section>
  );
}
