import { Link } from 'react-router-dom';
import { hoursOn } from 'shared-lib/hours';
import { tradingHoursPath } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';

/** Today's centre hours above the header, holiday overrides included. */
export function OpeningHoursStrip() {
  const openingHours = useSiteDataStore((state) => state.siteData?.openingHours);
  if (!openingHours) return <div className="hours-strip" />;
  const today = hoursOn(openingHours);
  return (
    <div className="hours-strip">
      <Link to={tradingHoursPath()}>
        Open today: {today.hours}
        {today.holidayName && ` (${today.holidayName})`}
      </Link>
    </div>
  );
}
