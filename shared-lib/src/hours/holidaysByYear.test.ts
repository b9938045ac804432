import { makeWeek } from '../testing/factories';
import { holidaysByYear } from './holidaysByYear';

const holiday = (name: string, date: string, closed = false) => ({
  name,
  date,
  closed,
  ...(closed ? {} : { opens: '10:00', closes: '18:00' }),
});

describe('holidaysByYear', () => {
  const openingHours = {
    week: makeWeek(),
    holidays: [
      holiday('Christmas Day', '2025-12-25', true),
      holiday('Boxing Day', '2026-12-26'),
      holiday('Good Friday', '2026-04-03', true),
      holiday('New Years Day', '2027-01-01'),
      holiday('Australia Day', '2028-01-26'),
    ],
  };

  it('lists this year and next, each by date, and nothing older or later', () => {
    expect(holidaysByYear(openingHours, '2026-11-22')).toEqual([
      {
        year: 2026,
        holidays: [holiday('Good Friday', '2026-04-03', true), holiday('Boxing Day', '2026-12-26')],
      },
      { year: 2027, holidays: [holiday('New Years Day', '2027-01-01')] },
    ]);
  });

  it('moves on with the year of today', () => {
    const years = holidaysByYear(openingHours, '2027-01-01');
    expect(years.map((entry) => [entry.year, entry.holidays.length])).toEqual([
      [2027, 1],
      [2028, 1],
    ]);
  });
});
