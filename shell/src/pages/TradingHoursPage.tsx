import type { PageData, PageContexts } from 'shared-lib/page-data';
import { canberraNoon, formatCalendarDate, useToday } from 'shared-lib/clock';
import { holidaysByYear, hoursOn, tradingHoursText, weekSummary } from 'shared-lib/hours';

/**
 * Trading hours: today's hours, the regular hours (one line when every day has the same, else a
 * row for each run of days) and every holiday override of this year and next, each with its date, name and hours or 'Closed'. Today is the viewer's Canberra day (the
 * render day on the server).
 */
export function TradingHoursPage({ pageData }: { pageData: PageData }) {
  const { openingHours } = pageData.context as PageContexts['trading-hours'];
  const today = useToday();
  const todayHours = hoursOn(openingHours, canberraNoon(today));
  const week = weekSummary(openingHours.week);
  return (
    <section className="trading-hours">
      <h1 className="content-page__title">Trading hours</h1>
      <p>
        Today: <strong>{todayHours.hours}</strong>
        {todayHours.holidayName && ` (${todayHours.holidayName})`}
      </p>
      {week.length === 1 ? (
        <p>Regular hours, every day: {week[0]!.hours}</p>
      ) : (
        <table className="trading-hours__holidays">
          <caption>Regular hours</caption>
          <tbody>
            {week.map(({ days, from, hours }) => (
              <tr key={from}>
                <th scope="row">{days}</th>
                <td>{hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {holidaysByYear(openingHours, today).map(({ year, holidays }) => (
        <table key={year} className="trading-hours__holidays">
          <caption>Public holidays {year}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Holiday</th>
              <th scope="col">Hours</th>
            </tr>
          </thead>
          <tbody>
            {holidays.length === 0 && (
              <tr>
                <td colSpan={3}>Regular hours on every public holiday announced so far.</td>
              </tr>
            )}
            {holidays.map((holiday) => (
              <tr key={holiday.date}>
                <td>{formatCalendarDate(holiday.date)}</td>
                <td>{holiday.name}</td>
                <td>{tradingHoursText(holiday)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
