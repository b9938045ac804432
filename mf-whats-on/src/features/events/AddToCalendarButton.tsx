import { useState } from 'react';
import type { Event } from 'shared-lib/content';
import { useSiteDataStore } from 'shared-lib/site-data';

type CalendarEvent = Pick<Event, 'id' | 'title' | 'summary' | 'startDate' | 'endDate' | 'path'>;

/** Hands the browser a file to save, as a download link would. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Add to calendar' (decision 090): builds the event's .ics file when pressed.
 * The builder and the `ics` package load only then, so they cost the event page nothing up front;
 * the button renders the same on the server and in the browser.
 */
export function AddToCalendarButton({ event }: { event: CalendarEvent }) {
  const site = useSiteDataStore((state) => state.siteData?.site ?? null);
  const [failed, setFailed] = useState(false);

  const addToCalendar = async () => {
    if (!site) return setFailed(true);
    const { eventCalendarFile, eventCalendarFileName } = await import('./eventCalendar');
    const file = eventCalendarFile(event, site);
    if (!file) return setFailed(true);
    setFailed(false);
    download(file, eventCalendarFileName(event));
  };

  return (
    <p className="add-to-calendar">
      <button type="button" className="button-secondary" onClick={() => void addToCalendar()}>
        Add to calendar
      </button>
      {failed && (
        <span role="alert" className="add-to-calendar__error">
          Sorry, this event could not be added to a calendar.
        </span>
      )}
    </p>
  );
}
