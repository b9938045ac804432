import { calendarDate, canberraMillis } from './parseDate';

const iso = (value: string) => {
  const millis = canberraMillis(value);
  return millis === null ? null : new Date(millis).toISOString();
};

describe('calendarDate and canberraMillis', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T23:30:00', '2026-11-22'],
    ['2026-11-22T13:30:00Z', '2026-11-23'],
    ['2026-11-22T12:59:59.999Z', '2026-11-22'],
    ['2026-06-30T14:00:00+00:00', '2026-07-01'],
    ['2026-06-30T23:00:00+10:00', '2026-06-30'],
  ])('reads %s as the Canberra date %s', (value, date) => {
    expect(calendarDate(value)).toBe(date);
  });

  it.each(['', 'tomorrow', '2026-13-01', '2026-02-30', '2026-11-22T25:00:00', '22/11/2026'])(
    'refuses %p',
    (value) => {
      expect(calendarDate(value)).toBeNull();
      expect(canberraMillis(value)).toBeNull();
    },
  );

  it.each([
    ['2026-11-22', '2026-11-21T13:00:00.000Z'],
    ['2026-11-22T19:30:00', '2026-11-22T08:30:00.000Z'],
    ['2026-07-01T09:00:00.250', '2026-06-30T23:00:00.250Z'],
    ['2026-11-22T08:00:00Z', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22T08:00:00+0530', '2026-11-22T02:30:00.000Z'],
  ])('reads %s as the instant %s', (value, instant) => {
    expect(iso(value)).toBe(instant);
  });
});

describe('Canberra wall time across the daylight-saving changes', () => {
  it('reads a time of the hour that happens twice (first Sunday of April) as the earlier one', () => {
    expect(iso('2026-04-05T02:30:00')).toBe('2026-04-04T15:30:00.000Z');
    expect(iso('2026-04-05T03:30:00')).toBe('2026-04-04T17:30:00.000Z');
  });

  it('moves a time that never happens (first Sunday of October) forward by the hour skipped', () => {
    expect(iso('2026-10-04T02:30:00')).toBe('2026-10-03T16:30:00.000Z');
    expect(iso('2026-10-04T03:30:00')).toBe('2026-10-03T16:30:00.000Z');
    expect(iso('2026-10-04T01:59:00')).toBe('2026-10-03T15:59:00.000Z');
  });

  it('gives back every half hour of 2026 from its Canberra wall time, as the zone data writes it', () => {
    const wallTime = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Australia/Canberra',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const wrong: string[] = [];
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 1_800_000) {
      const wall = wallTime.format(new Date(time)).replace(' ', 'T');
      const back = canberraMillis(wall);
      // The repeated hour of April reads as its first occurrence, an hour earlier.
      if (back !== time && back !== time - 3_600_000) wrong.push(`${wall} → ${back}`);
      if (back === time - 3_600_000 && !wall.startsWith('2026-04-05T02')) wrong.push(wall);
    }
    expect(wrong).toEqual([]);
  });
});
