import { canberraDate } from '../clock/canberraDate';
import { hoursOn } from './hoursOn';
import type { OpeningHours } from '../content/types';
import { makeWeek } from '../testing/factories';

const openingHours: OpeningHours = {
  week: { ...makeWeek(), sunday: { closed: false, opens: '11:00', closes: '16:00' } },
  holidays: [
    { name: 'Christmas Day', date: '2025-12-25', closed: true },
    { name: 'Boxing Day', date: '2025-12-26', opens: '08:00', closes: '19:00', closed: false },
  ],
};

describe('hoursOn', () => {
  it("gives the weekday's regular hours on an ordinary day", () => {
    // Wednesday 10 and Sunday 14 December 2025.
    expect(hoursOn(openingHours, new Date('2025-12-10T03:00:00Z'))).toEqual({
      hours: '10am – 6pm',
      closed: false,
      times: { opens: '10:00', closes: '18:00' },
    });
    expect(hoursOn(openingHours, new Date('2025-12-14T03:00:00Z'))).toMatchObject({
      hours: '11am – 4pm',
      times: { opens: '11:00', closes: '16:00' },
    });
  });

  it('gives a holiday override, closed or with its own hours', () => {
    expect(hoursOn(openingHours, new Date('2025-12-25T03:00:00Z'))).toEqual({
      closed: true,
      hours: 'Closed',
      times: null,
      holidayName: 'Christmas Day',
    });
    expect(hoursOn(openingHours, new Date('2025-12-26T03:00:00Z'))).toEqual({
      hours: '8am – 7pm',
      closed: false,
      times: { opens: '08:00', closes: '19:00' },
      holidayName: 'Boxing Day',
    });
  });

  it('reads the date in Canberra, not UTC', () => {
    // 14:00 UTC on the 24th is already Christmas Day in Canberra (UTC+11 in summer).
    expect(canberraDate(new Date('2025-12-24T14:00:00Z'))).toBe('2025-12-25');
    expect(hoursOn(openingHours, new Date('2025-12-24T14:00:00Z')).closed).toBe(true);
  });
});
