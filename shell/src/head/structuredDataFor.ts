import type { Thing, WithContext } from 'schema-dts';
import type { PageData, SiteData } from 'shared-lib/page-data';
import { isUpcomingEvent } from 'shared-lib/events';
import { canberraNoon } from 'shared-lib/clock';
import { eventJsonLd } from './eventJsonLd';
import { jobPostingJsonLd } from './jobPostingJsonLd';
import { shoppingCenterJsonLd } from './shoppingCenterJsonLd';
import { storeJsonLd } from './storeJsonLd';

/**
 * The JSON-LD of a page, from the content the page shows: the centre on the home page and centre
 * information, the store on its page, an event while it is on, a job listing whose form is shown.
 * Nothing for hidden or past content.
 */
export function structuredDataFor(
  pageData: PageData,
  siteData: SiteData,
  today: string,
): WithContext<Thing>[] {
  const { site } = siteData;
  switch (pageData.template) {
    case 'home':
    case 'information':
      return [shoppingCenterJsonLd(site, siteData.openingHours)];
    case 'store-detail': {
      const { store } = (pageData as PageData<'store-detail'>).context;
      return [storeJsonLd(store, site)];
    }
    case 'event-detail': {
      const { event } = (pageData as PageData<'event-detail'>).context;
      return isUpcomingEvent(event, canberraNoon(today)) ? [eventJsonLd(event, site)] : [];
    }
    case 'job-listing': {
      const { job, store } = (pageData as PageData<'job-listing'>).context;
      return job.show ? [jobPostingJsonLd(job, store, site)] : [];
    }
    default:
      return [];
  }
}
