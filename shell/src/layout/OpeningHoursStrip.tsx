import { SiteLink } from 'shared-lib/links';
import { hoursColour, hoursOn, openStatus } from 'shared-lib/hours';
import { tradingHoursPath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { useNow } from 'shared-lib/clock';
import { useHydrated } from 'shared-lib/ui';
import './OpeningHoursStrip.css';

/**
 * One line above the header saying one thing about the centre's hours, holiday overrides
 * included. The server cannot know the viewer's time, so it renders today's hours ('Today 10am –
 * 6pm') in the default grey; once hydrated the same line says where the viewer stands ('Open now ·
 * until 6pm', 'Closed now · opens 10am tomorrow') and the colours turn on (decision 060).
 */
export function OpeningHoursStrip() {
  const openingHours = useSiteDataStore((state) => state.siteData?.openingHours);
  const now = new Date(useNow());
  const dynamicColours = useHydrated();
  if (!openingHours) return <div className="hours-strip" />;
  const today = hoursOn(openingHours, now);
  const status = openStatus(openingHours, now);
  const holiday = today.holidayName ? ` (${today.holidayName})` : '';
  const text = dynamicColours ? `${status.text}${holiday}` : `Today ${today.hours}${holiday}`;
  return (
    <div
      className="hours-strip"
      data-hours-state={status.state}
      data-colour={hoursColour(status.state, dynamicColours)}
    >
      <SiteLink href={tradingHoursPath()} className="hours-strip__text">
        {text}
      </SiteLink>
    </div>
  );
}
