import type { DayOfWeek, OpeningHoursSpecification, ShoppingCenter, WithContext } from 'schema-dts';
import { WEEKDAYS, type OpeningHours, type SiteMetadata, type Weekday } from 'shared-lib/content';
import { tradingTimes, weekSummary } from 'shared-lib/hours';
import { absoluteUrl, centreAddress } from './centrePlace';

const dayOfWeek = (day: Weekday) =>
  `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}` as DayOfWeek;

/** A day the centre is closed is, in schema.org's words, open from 00:00 to 00:00. */
const CLOSED = { opens: '00:00', closes: '00:00' };

/**
 * The centre as a schema.org ShoppingCenter: address, phone, the regular hours of each run of
 * days with the same hours (closed days left out) and every holiday override, from the same
 * opening hours as the hours strip.
 */
export function shoppingCenterJsonLd(
  site: SiteMetadata,
  openingHours: OpeningHours,
): WithContext<ShoppingCenter> {
  const regular: OpeningHoursSpecification[] = weekSummary(openingHours.week).flatMap((run) => {
    const times = tradingTimes(openingHours.week[run.from]);
    if (!times) return [];
    const days = WEEKDAYS.slice(WEEKDAYS.indexOf(run.from), WEEKDAYS.indexOf(run.to) + 1);
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days.map(dayOfWeek), ...times }];
  });
  const special: OpeningHoursSpecification[] = openingHours.holidays.map((holiday) => ({
    '@type': 'OpeningHoursSpecification',
    name: holiday.name,
    validFrom: holiday.date,
    validThrough: holiday.date,
    ...(tradingTimes(holiday) ?? CLOSED),
  }));
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
    ...(regular.length > 0 ? { openingHoursSpecification: regular } : {}),
    specialOpeningHoursSpecification: special,
  };
}
