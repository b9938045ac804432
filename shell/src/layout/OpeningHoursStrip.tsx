import { SiteLink } from 'shared-lib/links';
import { hoursColour, hoursOn, openStatus } from 'shared-lib/hours';
import { tradingHoursPath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { useNow } from 'shared-lib/clock';
import { useHydrated } from 'shared-lib/ui';
import './OpeningHoursStrip.css';

/**
 * Today's centre hours above the header, holiday overrides included, with whether the centre is
 * open right now. The server renders the hours for midday of the render date in the default grey;
 * once hydrated the status follows the viewer's clock and the colours (dynamic colours, decision
 * 060) turn on: green open, red closed, grey for hours it cannot read.
 */
export function OpeningHoursStrip() {
  const openingHours = useSiteDataStore((state) => state.siteData?.openingHours);
  const now = new Date(useNow());
  const dynamicColours = useHydrated();
  if (!openingHours) return <div className="hours-strip" />;
  const today = hoursOn(openingHours, now);
  const status = openStatus(openingHours, now);
  return (
    <div
      className="hours-strip"
      data-hours-state={status.state}
      data-colour={hoursColour(status.state, dynamicColours)}
    >
      <SiteLink href={tradingHoursPath()}>
        Open today: {today.hours}
        {today.holidayName && ` (${today.holidayName})`}
        {/* Its place is kept from the first paint (on a phone, a line of its own), so the status
            the viewer's clock gives after hydration moves nothing. */}
        <span className="hours-strip__status">
          {dynamicColours && status.text && (
            <>
              <span className="hours-strip__separator"> · </span>
              {status.text}
            </>
          )}
        </span>
      </SiteLink>
    </div>
  );
}
