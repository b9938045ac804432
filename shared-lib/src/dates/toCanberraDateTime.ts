import { DateTime } from 'luxon';
import { CANBERRA_ZONE } from './canberraZone';

/**
 * The content's date or date-time value as a luxon DateTime in Australia/Canberra, for formatting.
 * A plain date (yyyy-MM-dd) is midnight in Canberra; a date-time with an offset is converted to
 * Canberra time; one without an offset is read as Canberra time. Null when the value is not an ISO
 * date.
 */
export function toCanberraDateTime(value: string): DateTime | null {
  const dateTime = DateTime.fromISO(value, { zone: CANBERRA_ZONE });
  return dateTime.isValid ? dateTime : null;
}
