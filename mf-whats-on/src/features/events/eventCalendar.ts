import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { Event, SiteMetadata } from 'shared-lib/content';
import { addDays, calendarDate, canberraMillis } from 'shared-lib/clock';
import { stripMarkup } from 'shared-lib/text';

/** A content value with a time of day: an instant read in Canberra time when it has no offset. */
function utcDateTime(value: string): DateArray | null {
  const millis = canberraMillis(value);
  if (millis === null) return null;
  const utc = new Date(millis);
  return [
    utc.getUTCFullYear(),
    utc.getUTCMonth() + 1,
    utc.getUTCDate(),
    utc.getUTCHours(),
    utc.getUTCMinutes(),
  ];
}

/** A plain Canberra calendar date (yyyy-MM-dd) as an all-day date, `daysLater` after it. */
function allDayDate(value: string, daysLater = 0): DateArray | null {
  const date = calendarDate(value);
  if (!date) return null;
  return addDays(date, daysLater).split('-').map(Number) as DateArray;
}

const hasTime = (value: string) => value.includes('T');

/**
 * The iCalendar file for an event ('Add to calendar', decision 090). Times are
 * Australia/Canberra wall-clock times written as UTC instants, so every calendar app shows them
 * at the right moment in the viewer's own zone; plain dates become all-day entries (the end is
 * exclusive in iCalendar, so the day after the last day). The centre is the location. Null when
 * a date is not a date.
 */
export function eventCalendarFile(
  event: Pick<Event, 'id' | 'title' | 'summary' | 'startDate' | 'endDate' | 'path'>,
  site: Pick<SiteMetadata, 'siteName' | 'address' | 'siteUrl'>,
): string | null {
  const start = event.startDate.value;
  const end = event.endDate.value;
  const allDay = !hasTime(start) && !hasTime(end);
  const startArray = allDay ? allDayDate(start) : utcDateTime(start);
  const endArray = allDay ? allDayDate(end, 1) : utcDateTime(end);
  if (!startArray || !endArray) return null;
  const attributes: EventAttributes = {
    uid: `event-${event.id}@${new URL(site.siteUrl).host}`,
    title: event.title,
    description: stripMarkup(event.summary),
    location: `${site.siteName}, ${site.address}`,
    url: `${site.siteUrl}${event.path.alias}`,
    start: startArray,
    end: endArray,
    productId: site.siteName,
    ...(allDay
      ? {}
      : {
          startInputType: 'utc',
          startOutputType: 'utc',
          endInputType: 'utc',
          endOutputType: 'utc',
        }),
  } as EventAttributes;
  const { error, value } = createEvent(attributes);
  return error || !value ? null : value;
}

/** The download's file name: the event's path alias's last part ('/events/food-fair' → 'food-fair.ics'). */
export function eventCalendarFileName(event: Pick<Event, 'path'>): string {
  const slug = event.path.alias.split('/').filter(Boolean).pop() ?? 'event';
  return `${slug}.ics`;
}
