import { calendarDate } from '../clock/parseDate';
import {
  formatDate,
  formatEventDateTime,
  formatEventRange,
  formatLongDate,
  formatShortDate,
  shortMonth,
} from './formatDate';

describe('calendarDate', () => {
  it('keeps a plain date as it is', () => {
    expect(calendarDate('2026-03-05')).toBe('2026-03-05');
  });

  it('reads a UTC date-time as the Canberra calendar date', () => {
    // 13:30 UTC on 31 December is 00:30 on 1 January in Canberra (UTC+11 in summer).
    expect(calendarDate('2025-12-31T13:30:00Z')).toBe('2026-01-01');
    expect(calendarDate('2025-12-31T12:59:59Z')).toBe('2025-12-31');
    // In winter Canberra is UTC+10.
    expect(calendarDate('2026-06-30T13:59:59Z')).toBe('2026-06-30');
    expect(calendarDate('2026-06-30T14:00:00Z')).toBe('2026-07-01');
  });

  it('reads a date-time without offset as Canberra time', () => {
    expect(calendarDate('2026-06-30T23:30:00')).toBe('2026-06-30');
  });

  it('gives null for a value that is not a date', () => {
    expect(calendarDate('soon')).toBeNull();
    expect(calendarDate('')).toBeNull();
  });
});

describe('formatLongDate and formatShortDate', () => {
  it("formats 'd MMMM yyyy' and 'd MMM yyyy' in en-AU", () => {
    expect(formatLongDate('2026-03-05')).toBe('5 March 2026');
    expect(formatShortDate('2026-03-05')).toBe('5 Mar 2026');
    // en-AU abbreviates September as 'Sept'.
    expect(formatShortDate('2026-09-15')).toBe('15 Sept 2026');
    expect(formatLongDate('2026-12-25')).toBe('25 December 2026');
  });

  it('formats the Canberra date of a UTC instant', () => {
    expect(formatLongDate('2025-12-31T13:30:00Z')).toBe('1 January 2026');
  });

  it('returns a value that is not a date unchanged', () => {
    expect(formatDate('TBC')).toBe('TBC');
  });
});

describe('formatEventDateTime', () => {
  it('shows the time of day on the 12-hour clock when there is one', () => {
    expect(formatEventDateTime('2026-03-05T14:05:00+11:00')).toBe('5 Mar 2026, 2:05 pm');
    expect(formatEventDateTime('2026-06-01T00:30:00Z')).toBe('1 June 2026, 10:30 am');
  });

  it('shows only the date of a plain date', () => {
    expect(formatEventDateTime('2026-03-05')).toBe('5 Mar 2026');
  });
});

describe('formatEventRange', () => {
  it('collapses a range within one month', () => {
    expect(formatEventRange('2026-03-03', '2026-03-05')).toBe('3 — 5 March 2026');
  });

  it('collapses a range within one year', () => {
    expect(formatEventRange('2026-03-28', '2026-04-02')).toBe('28 March — 2 April 2026');
  });

  it('gives both full dates across years', () => {
    expect(formatEventRange('2026-12-30', '2027-01-02')).toBe('30 December 2026 — 2 January 2027');
  });

  it('shows a one-day event once, even with times', () => {
    expect(formatEventRange('2026-03-05T10:00:00+11:00', '2026-03-05T16:00:00+11:00')).toBe(
      '5 March 2026',
    );
  });

  it('compares months in Canberra time', () => {
    // Both instants are in March in Canberra although the first is 28 February in UTC.
    expect(formatEventRange('2026-02-28T14:00:00Z', '2026-03-04T01:00:00Z')).toBe(
      '1 — 4 March 2026',
    );
  });

  it('keeps an invalid side unchanged', () => {
    expect(formatEventRange('TBC', '2026-03-05')).toBe('TBC — 5 March 2026');
  });
});

it("abbreviates months as en-AU does beside a day number ('Sept', 'June')", () => {
  const intl = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const months = Array.from(
    { length: 12 },
    (_, index) => intl.format(new Date(Date.UTC(2026, index, 15))).split(' ')[1],
  );
  expect(Array.from({ length: 12 }, (_, index) => shortMonth(index + 1))).toEqual(months);
});
