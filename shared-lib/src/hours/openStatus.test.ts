import type { OpeningHours } from '../content/types';
import { formatClock, openStatus } from './openStatus';

const openingHours: OpeningHours = {
  defaultHours: '10am – 6pm',
  holidays: [
    { name: 'Christmas Day', date: '2025-12-25', hours: '', closed: true },
    { name: 'Boxing Day', date: '2025-12-26', hours: '8am – 7pm', closed: false },
    { name: 'Anzac Day', date: '2025-04-25', hours: '1pm-6pm', closed: false },
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

  it('is unknown when the hours are free text', () => {
    expect(openStatus({ defaultHours: 'By appointment', holidays: [] }, new Date())).toEqual({
      state: 'unknown',
      text: '',
    });
  });
});

describe('formatClock', () => {
  it.each([
    ['18:00', '6pm'],
    ['09:30', '9:30am'],
    ['12:00', '12pm'],
    ['00:00', '12am'],
  ])('%s → %s', (time, text) => {
    expect(formatClock(time)).toBe(text);
  });
});
