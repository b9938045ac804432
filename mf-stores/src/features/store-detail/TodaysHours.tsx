import { hoursOn } from 'shared-lib/hours';
import { useSiteDataStore } from 'shared-lib/site-data';
import { canberraNoon, useToday } from 'shared-lib/clock';

/**
 * Today's centre hours, read from the site-data store that the shell fills. The store lives in
 * shared-lib, a federation singleton, so this remote sees the shell's data: nothing shows until
 * the shell has loaded it.
 */
export function TodaysHours() {
  const openingHours = useSiteDataStore((state) => state.siteData?.openingHours);
  const date = useToday();
  if (!openingHours) return null;
  const today = hoursOn(openingHours, canberraNoon(date));
  return (
    <>
      <dt>Opening hours</dt>
      <dd>
        Today{today.holidayName ? ` (${today.holidayName})` : ''}: {today.hours}
      </dd>
    </>
  );
}
