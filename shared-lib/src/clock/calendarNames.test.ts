import { formatCalendarDate, weekdayName } from './calendarNames';

describe('formatCalendarDate', () => {
  it("matches Intl's en-AU weekday, day, month and year for every day of 2026 and 2027", () => {
    const intl = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const differences: string[] = [];
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      if (formatCalendarDate(date) !== intl.format(new Date(day)).replace(',', ''))
        differences.push(date);
    }
    expect(differences).toEqual([]);
    expect(formatCalendarDate('2026-12-25')).toBe('Friday 25 December 2026');
  });

  it('names the weekday', () => {
    expect(weekdayName('2026-11-22')).toBe('Sunday');
  });
});
