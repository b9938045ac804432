import { canberraDate } from 'shared-lib/clock';
import { nextCanberraMidnight } from './canberraMidnight';

describe('nextCanberraMidnight', () => {
  it('is 13:00 UTC under daylight saving and 14:00 UTC outside it', () => {
    expect(nextCanberraMidnight(new Date('2026-11-24T10:37:00Z')).toISOString()).toBe(
      '2026-11-24T13:00:00.000Z',
    );
    expect(nextCanberraMidnight(new Date('2026-07-01T02:00:00Z')).toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
  });

  it('is the following one just after a midnight, and exactly at one', () => {
    expect(nextCanberraMidnight(new Date('2026-11-24T13:00:01Z')).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    expect(nextCanberraMidnight(new Date('2026-11-24T13:00:00Z')).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
  });

  it('finds the midnights around both daylight-saving changes (23- and 25-hour days)', () => {
    // Daylight saving starts on Sunday 4 October 2026 at 2am, ends on Sunday 5 April 2026 at 3am.
    expect(nextCanberraMidnight(new Date('2026-10-03T13:30:00Z')).toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(nextCanberraMidnight(new Date('2026-10-03T14:00:01Z')).toISOString()).toBe(
      '2026-10-04T13:00:00.000Z',
    );
    expect(nextCanberraMidnight(new Date('2026-04-04T13:30:00Z')).toISOString()).toBe(
      '2026-04-05T14:00:00.000Z',
    );
  });

  it('is always the first instant of a new Canberra date, within two days', () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const midnight = nextCanberraMidnight(now);
      expect(midnight.getTime()).toBeGreaterThan(now.getTime());
      expect(midnight.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
      expect(canberraDate(midnight)).not.toBe(canberraDate(new Date(midnight.getTime() - 1)));
    }
  });
});
