import type { OpeningHours } from '../content/types';

export type Holiday = OpeningHours['holidays'][number];

export interface HolidayYear {
  year: number;
  holidays: Holiday[];
}

/**
 * The holiday overrides of the year of `today` (yyyy-MM-dd, Canberra) and the next year, by
 * date, one entry per year (a year without overrides has an empty list).
 */
export function holidaysByYear(openingHours: OpeningHours, today: string): HolidayYear[] {
  const thisYear = Number(today.slice(0, 4));
  return [thisYear, thisYear + 1].map((year) => ({
    year,
    holidays: openingHours.holidays
      .filter((holiday) => holiday.date.startsWith(`${year}-`))
      .sort((a, b) => a.date.localeCompare(b.date)),
  }));
}
