import type { DayOfWeek, OpeningHoursSpecification, ShoppingCenter, WithContext } from 'schema-dts';
import type { OpeningHours, SiteMetadata } from 'shared-lib/content';
import { parseHoursRange } from 'shared-lib/hours';
import { absoluteUrl, centreAddress } from './centrePlace';

const EVERY_DAY: DayOfWeek[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
].map((day) => `https://schema.org/${day}` as DayOfWeek);

/** A day the centre is closed is, in schema.org's words, open from 00:00 to 00:00. */
const CLOSED = { opens: '00:00', closes: '00:00' };

/**
 * The centre as a schema.org ShoppingCenter: address, phone, the regular hours every day and every
 * holiday override, from the same opening hours as the hours strip.
 */
export function shoppingCenterJsonLd(
  site: SiteMetadata,
  openingHours: OpeningHours,
): WithContext<ShoppingCenter> {
  const regular = parseHoursRange(openingHours.defaultHours);
  const special: OpeningHoursSpecification[] = openingHours.holidays.flatMap((holiday) => {
    const hours = holiday.closed ? CLOSED : parseHoursRange(holiday.hours);
    if (!hours) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        name: holiday.name,
        validFrom: holiday.date,
        validThrough: holiday.date,
        ...hours,
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoppingCenter',
    name: site.siteName,
    description: site.siteDescription,
    url: `${site.siteUrl}/`,
    telephone: site.phone,
    address: centreAddress(site),
    hasMap: site.centreMapUrl,
    image: absoluteUrl(site, '/images/default2by1.jpg'),
    ...(regular
      ? {
          openingHoursSpecification: [
            { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, ...regular },
          ],
        }
      : {}),
    specialOpeningHoursSpecification: special,
  };
}
