import type { CentrePlanDrawing, Store, StoreLocation as Location } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { ContentImage } from 'shared-lib/ui';
import { SaveStoreButton } from '../saved-stores/SaveStoreButton';
import { StoreLocation } from './StoreLocation';
import { TodaysHours } from './TodaysHours';

interface Props {
  store: Store;
  plan: CentrePlanDrawing;
  location: Location;
}

/** 'Store detail' (docs/reference/routes.md#store-detail): logo, title, website, phone, today's hours, gift cards and where it is. */
export function StoreInfoPanel({ store, plan, location }: Props) {
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
      <StoreLocation store={store} plan={plan} location={location} />
    </section>
  );
}
