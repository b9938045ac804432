import type { MouseEvent } from 'react';
import type { RemoteModules } from 'shared-lib/contracts';
import { SiteLink } from 'shared-lib/links';
import { planShopId } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { CentrePlan } from '../features/centre-plan/CentrePlan';
import { useMarkedShop } from '../features/centre-plan/useMarkedShop';
import './CentreMapPage.css';

const PLAN_ID = 'centre-map-plan';

/**
 * The centre map (decision 243): the whole plan, a store finder and the centre map PDF. The
 * finder is a list of every store with the way there in words; each store links to its shop on
 * the plan (`#shop-T12`), which the plan marks by CSS alone, so it works without JavaScript. With
 * it, the pick also says where the store is above the plan (announced) and scrolls the plan into
 * view, without a navigation that would move focus.
 */
const CentreMapPage: RemoteModules['stores/CentreMapPage'] = ({ pageData }) => {
  const { plan, stores } = pageData.context;
  const centreMapUrl = useSiteDataStore((state) => state.siteData?.site.centreMapUrl);
  const [marked, pick] = useMarkedShop();
  const markedStore = stores.find((store) => store.shopNumber === marked);
  const onPick = (event: MouseEvent<HTMLAnchorElement>, shopNumber: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    pick(shopNumber);
    document.getElementById(PLAN_ID)?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <article className="centre-map">
      <h1 className="content-page__title">Centre map</h1>
      <div className="centre-map__layout">
        <div className="centre-map__plan" id={PLAN_ID}>
          <p className="centre-map__marked" role="status">
            {markedStore ? (
              <>
                <strong>{markedStore.title}</strong>, shop {markedStore.shopNumber}:{' '}
                {markedStore.directions}.{' '}
                <SiteLink href={markedStore.path}>{`Visit ${markedStore.title}’s page`}</SiteLink>
              </>
            ) : (
              'Pick a store from the list to see where it is.'
            )}
          </p>
          <CentrePlan
            plan={plan}
            highlight={marked}
            captionId="centre-map-caption"
            caption="The centre plan: North, Central and South malls with every shop, the entrances, toilets (WC), the parents' room (PR), the food court and the car park."
          />
          {centreMapUrl && (
            <p>
              <SiteLink href={centreMapUrl}>Centre map (PDF)</SiteLink>
            </p>
          )}
          <h2 className="centre-map__heading">Entrances and facilities</h2>
          <ul className="centre-map__features">
            {plan.features.map((feature) => (
              <li key={feature.id}>
                <strong>{feature.name}</strong>: {feature.description}
              </li>
            ))}
          </ul>
        </div>
        <section className="centre-map__finder" aria-labelledby="centre-map-finder">
          <h2 id="centre-map-finder" className="centre-map__heading">
            Find a store
          </h2>
          <ul className="centre-map__stores">
            {stores.map((store) => (
              <li key={store.path}>
                <a
                  href={`#${planShopId(store.shopNumber)}`}
                  aria-current={store.shopNumber === marked ? 'location' : undefined}
                  onClick={(event) => onPick(event, store.shopNumber)}
                >
                  {store.title}
                </a>
                <span className="centre-map__directions">
                  Shop {store.shopNumber} · {store.directions}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
};

export default CentreMapPage;
