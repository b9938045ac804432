import { Link } from 'shared-lib/router';
import { hoursOn } from 'shared-lib/hours';
import { tradingHoursPath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { canberraNoon, useToday } from 'shared-lib/today';

/** Today's centre hours above the header, holiday overrides included. */
export function OpeningHoursStrip() {
  const openingHours = useSiteDataStore((state) => state.siteData?.openingHours);
  const date = useToday();
  if (!openingHours) return <div className="hours-strip" />;
  const today = hoursOn(openingHours, canberraNoon(date));
  return (
    <div className="hours-strip">
      <Link to={tradingHoursPath()}>
        Open today: {today.hours}
        {today.holidayName && ` (${today.holidayName})`}
      </Link>
    </div>
  );
}
