import { canberraDate } from '../clock/canberraDate';
import { hoursOn } from './hoursOn';
import type { OpeningHours } from '../content/types';

const openingHours: OpeningHours = {
  defaultHours: '10am – 6pm',
  holidays: [
    { name: 'Christmas Day', date: '2025-12-25', hours: '', closed: true },
    { name: 'Boxing Day', date: '2025-12-26', hours: '8am – 7pm', closed: false },
  ],
};

describe('hoursOn', () => {
  it('gives the regular hours on an ordinary day', () => {
    expect(hoursOn(openingHours, new Date('2025-12-10T03:00:00Z'))).toEqual({
      hours: '10am – 6pm',
      closed: false,
    });
  });

  it('gives a holiday override, closed or with its own hours', () => {
    expect(hoursOn(openingHours, new Date('2025-12-25T03:00:00Z'))).toMatchObject({
      closed: true,
      hours: 'Closed',
    });
    expect(hoursOn(openingHours, new Date('2025-12-26T03:00:00Z'))).toEqual({
      hours: '8am – 7pm',
      closed: false,
      holidayName: 'Boxing Day',
    });
  });

  it('reads the date in Canberra, not UTC', () => {
    // 14:00 UTC on the 24th is already Christmas Day in Canberra (UTC+11 in summer).
    expect(canberraDate(new Date('2025-12-24T14:00:00Z'))).toBe('2025-12-25');
    expect(hoursOn(openingHours, new Date('2025-12-24T14:00:00Z')).closed).toBe(true);
  });
});
