import { canberraNoon, canberraParts } from './canberraDate';

describe('canberraParts', () => {
  it('reads the Canberra wall clock of an instant, in daylight and standard time', () => {
    expect(canberraParts(Date.parse('2026-03-05T03:05:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 5,
      hour: 14,
      minute: 5,
    });
    expect(canberraParts(Date.parse('2026-06-30T14:00:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 0,
    });
  });
});

describe('canberraNoon', () => {
  it.each([
    ['2026-11-22', '2026-11-22T01:00:00.000Z'],
    ['2026-06-15', '2026-06-15T02:00:00.000Z'],
    ['2026-04-05', '2026-04-05T02:00:00.000Z'],
    ['2026-10-04', '2026-10-04T01:00:00.000Z'],
  ])('is midday in Canberra on %s, daylight saving or not', (date, instant) => {
    expect(canberraNoon(date).toISOString()).toBe(instant);
  });
});
