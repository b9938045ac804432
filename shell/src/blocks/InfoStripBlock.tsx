import { hoursOn } from 'shared-lib/hours';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { SiteLink } from 'shared-lib/links';
import { informationPath, tradingHoursPath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import type { BlockProps } from './blockProps';

/** Live opening hours, the centre's free services and the map link (new tab). */
export function InfoStripBlock({ block }: BlockProps<'info_strip'>) {
  const openingHours = useSiteDataStore((state) => state.siteData?.openingHours);
  const today = useToday();
  return (
    <section className="info-strip" aria-label="Centre information">
      <ul>
        <li>
          <SiteLink href={tradingHoursPath()}>
            {openingHours
              ? `Open today ${hoursOn(openingHours, canberraNoon(today)).hours}`
              : 'Trading hours'}
          </SiteLink>
        </li>
        <li>
          <SiteLink href={informationPath()}>Free Wifi</SiteLink>
        </li>
        <li>
          <SiteLink href={informationPath()}>Free Parking</SiteLink>
        </li>
        <li>
          <SiteLink href={informationPath()}>Accessible</SiteLink>
        </li>
        <li>
          <SiteLink href={block.maplink.url.path}>Find us</SiteLink>
        </li>
      </ul>
    </section>
  );
}
