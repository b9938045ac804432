import type { CentrePlanDrawing, Store, StoreLocation as Location } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { centreMapPath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { CentrePlan } from '../centre-plan/CentrePlan';

interface Props {
  store: Pick<Store, 'title'>;
  plan: CentrePlanDrawing;
  location: Location;
}

/**
 * Where the store is: the reference's 'Store location - Shop number {shopNumber}'
 * (docs/reference/routes.md#store-detail) with the way there in words after it (the content), the centre plan
 * with its shop marked (the illustration), the centre map page with the shop marked, and the
 * centre map PDF.
 */
export function StoreLocation({ store, plan, location }: Props) {
  const centreMapUrl = useSiteDataStore((state) => state.siteData?.site.centreMapUrl);
  return (
    <section className="store-location" aria-labelledby="store-location-title">
      <h2 id="store-location-title" className="store-location__title">
        Store location - Shop number {location.shopNumber}
      </h2>
      <p className="store-location__directions">{location.directions}</p>
      <CentrePlan
        plan={plan}
        highlight={location.shopNumber}
        captionId="store-location-plan"
        caption={`The centre plan with ${store.title}'s shop marked in red.`}
      />
      <p className="store-location__links">
        <SiteLink href={centreMapPath(location.shopNumber)}>See centre map</SiteLink>
        {centreMapUrl && <SiteLink href={centreMapUrl}>Centre map (PDF)</SiteLink>}
      </p>
    </section>
  );
}
