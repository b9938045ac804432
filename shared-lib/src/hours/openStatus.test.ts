import type { OpeningHours } from '../content/types';
import { makeWeek } from '../testing/factories';
import { openStatus } from './openStatus';

const openingHours: OpeningHours = {
  week: makeWeek(),
  holidays: [
    { name: 'Christmas Day', date: '2025-12-25', closed: true },
    { name: 'Boxing Day', date: '2025-12-26', opens: '08:00', closes: '19:00', closed: false },
    { name: 'Anzac Day', date: '2025-04-25', opens: '13:00', closes: '18:00', closed: false },
  ],
};

// Canberra is UTC+11 in December and UTC+10 in April.
const canberra = (local: string, offset = '+11:00') => new Date(`${local}${offset}`);

describe('openStatus', () => {
  it('is open with the closing time during regular hours', () => {
    expect(openStatus(openingHours, canberra('2025-12-10T12:00:00'))).toEqual({
      state: 'open',
      text: 'Open now · until 6pm',
    });
    expect(openStatus(openingHours, canberra('2025-12-10T10:00:00')).state).toBe('open');
  });

  it('says closing soon in the last 30 minutes', () => {
    expect(openStatus(openingHours, canberra('2025-12-10T17:29:00')).state).toBe('open');
    expect(openStatus(openingHours, canberra('2025-12-10T17:30:00'))).toEqual({
      state: 'closing-soon',
      text: 'Closing soon · until 6pm',
    });
  });

  it('before opening gives today’s opening time', () => {
    expect(openStatus(openingHours, canberra('2025-12-10T08:15:00'))).toEqual({
      state: 'closed',
      text: 'Closed now · opens 10am today',
    });
  });

  it('after closing gives tomorrow’s opening time', () => {
    expect(openStatus(openingHours, canberra('2025-12-10T18:00:00'))).toEqual({
      state: 'closed',
      text: 'Closed now · opens 10am tomorrow',
    });
  });

  it('skips a closed holiday and uses the next day’s own hours', () => {
    // Christmas Eve evening: Christmas Day is closed, Boxing Day opens at 8am (a Friday in 2025).
    expect(openStatus(openingHours, canberra('2025-12-24T19:00:00')).text).toBe(
      'Closed now · opens 8am Friday',
    );
    expect(openStatus(openingHours, canberra('2025-12-25T12:00:00'))).toEqual({
      state: 'closed',
      text: 'Closed now · opens 8am tomorrow',
    });
  });

  it('uses a holiday’s shortened hours', () => {
    expect(openStatus(openingHours, canberra('2025-04-25T11:00:00', '+10:00')).text).toBe(
      'Closed now · opens 1pm today',
    );
    expect(openStatus(openingHours, canberra('2025-04-25T14:00:00', '+10:00')).text).toBe(
      'Open now · until 6pm',
    );
  });

  it('reads the time in Canberra, not UTC', () => {
    // 23:30 UTC on the 9th is 10:30am on the 10th in Canberra.
    expect(openStatus(openingHours, new Date('2025-12-09T23:30:00Z')).state).toBe('open');
  });

  it("skips a weekday the centre is closed on, to the next day's opening", () => {
    const week = { ...makeWeek(), sunday: { closed: true }, monday: { closed: true } };
    // Saturday 13 December 2025 after closing: Sunday and Monday closed, Tuesday opens at 10am.
    expect(openStatus({ week, holidays: [] }, canberra('2025-12-13T18:30:00')).text).toBe(
      'Closed now · opens 10am Tuesday',
    );
    expect(openStatus({ week, holidays: [] }, canberra('2025-12-14T12:00:00')).state).toBe(
      'closed',
    );
  });

  it('is open until midnight when a day closes at 00:00', () => {
    const week = { ...makeWeek(), wednesday: { closed: false, opens: '10:00', closes: '00:00' } };
    expect(openStatus({ week, holidays: [] }, canberra('2025-12-10T23:45:00'))).toEqual({
      state: 'closing-soon',
      text: 'Closing soon · until 12am',
    });
  });
});
