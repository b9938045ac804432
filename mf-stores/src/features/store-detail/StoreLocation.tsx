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
 * Where the store is: its shop number and the way there in words (the content), the centre plan
 * with its shop marked (the illustration), the centre map page with the shop marked, and the
 * centre map PDF.
 */
export function StoreLocation({ store, plan, location }: Props) {
  const centreMapUrl = useSiteDataStore((state) => state.siteData?.site.centreMapUrl);
  return (
    <section className="store-location" aria-labelledby="store-location-title">
      <h2 id="store-location-title" className="store-location__title">
        Where to find us
      </h2>
      <p className="store-location__directions">
        <strong>Shop {location.shopNumber}</strong> · {location.directions}
      </p>
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
