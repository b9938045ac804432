import { canberraNoon } from './canberraDate';

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
