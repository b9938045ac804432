import type { Event as EventLd, WithContext } from 'schema-dts';
import type { Event, SiteMetadata } from 'shared-lib/content';
import { cutSummary, SUMMARY_LENGTH } from 'shared-lib/text';
import { absoluteUrl, centreAddress } from './centrePlace';

/** An event at the centre as a schema.org Event (the page shows it only while it is on). */
export function eventJsonLd(event: Event, site: SiteMetadata): WithContext<EventLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    url: absoluteUrl(site, event.path.alias),
    startDate: event.startDate.value,
    endDate: event.endDate.value,
    description: cutSummary(event.metaDescription || event.summary, SUMMARY_LENGTH),
    image: absoluteUrl(site, (event.banner ?? event.thumbnail).url),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: site.siteName, address: centreAddress(site) },
    organizer: { '@type': 'Organization', name: site.siteName, url: `${site.siteUrl}/` },
  };
}
