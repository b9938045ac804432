import { formatDate } from '../dates/formatDate';
import { formatCalendarDate, weekdayName } from './calendarNames';

describe('formatCalendarDate', () => {
  it("matches luxon's 'EEEE d MMMM yyyy' in en-AU for every day of 2026 and 2027", () => {
    const differences: string[] = [];
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      if (formatCalendarDate(date) !== formatDate(date, 'EEEE d MMMM yyyy')) differences.push(date);
    }
    expect(differences).toEqual([]);
    expect(formatCalendarDate('2026-12-25')).toBe('Friday 25 December 2026');
  });

  it('names the weekday', () => {
    expect(weekdayName('2026-11-22')).toBe('Sunday');
  });
});
