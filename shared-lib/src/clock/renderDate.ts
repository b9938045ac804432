import { isCalendarDate } from './calendarDay';
import { canberraDate } from './canberraDate';

let renderDate: string | null = null;

/**
 * The Canberra date (yyyy-MM-dd) the server rendered the page for. The pre-render sets it to the
 * day it runs; the browser sets it from the page's `render-date` meta tag before hydrating, so the
 * first client render shows the same day as the HTML and only then switches to the viewer's day.
 */
export function setRenderDate(date: string): void {
  if (!isCalendarDate(date))
    throw new Error(`Render date "${date}" is not a date written yyyy-MM-dd`);
  renderDate = date;
}

/** The render date; on a page that was not server rendered, today in Canberra. */
export function getRenderDate(): string {
  return renderDate ?? canberraDate();
}
