import type { PageData, PageContexts } from 'shared-lib/page-data';
import { hoursOn } from 'shared-lib/hours';

/** Regular hours, today's hours and the holiday overrides. */
export function TradingHoursPage({ pageData }: { pageData: PageData }) {
  const { openingHours } = pageData.context as PageContexts['trading-hours'];
  const today = hoursOn(openingHours);
  return (
    <section className="trading-hours">
      <h1 className="content-page__title">Trading hours</h1>
      <p>
        Today: <strong>{today.hours}</strong>
        {today.holidayName && ` (${today.holidayName})`}
      </p>
      <p>Regular hours, every day: {openingHours.defaultHours}</p>
      <table>
        <caption>Public holidays</caption>
        <thead>
          <tr>
            <th scope="col">Holiday</th>
            <th scope="col">Date</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {openingHours.holidays.map((holiday) => (
            <tr key={holiday.date}>
              <td>{holiday.name}</td>
              <td>{holiday.date}</td>
              <td>{holiday.closed ? 'Closed' : holiday.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
