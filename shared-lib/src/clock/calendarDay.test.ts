import { addDays, isCalendarDate, isRealDate } from './calendarDay';

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31', '2000-02-29'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2100-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-4-1',
    '2026-04-01T10:00',
    ' 2026-04-01',
    '',
    20260401,
    null,
  ])('refuses %p', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('checks year, month and day as numbers', () => {
    expect(isRealDate(2026, 2, 28)).toBe(true);
    expect(isRealDate(2026, 2, 29)).toBe(false);
    expect(isRealDate(2026, 0, 1)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts calendar days, whatever daylight saving does to the hours in between', () => {
    expect(addDays('2026-10-03', 1)).toBe('2026-10-04');
    expect(addDays('2026-04-04', 2)).toBe('2026-04-06');
  });
});
