import { canberraOffsetMinutes } from './canberraOffset';
import { canberraDate, canberraNoon, canberraTime } from './canberraDate';

const intlOffset = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Canberra',
  timeZoneName: 'longOffset',
});
function offsetFromZoneData(at: Date): number {
  const name = intlOffset.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}
const intlDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Canberra',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Australia/Canberra',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('canberraOffsetMinutes', () => {
  it('agrees with the zone data every hour from 2009 to 2040', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2009, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000) {
      const at = new Date(time);
      if (canberraOffsetMinutes(at) !== offsetFromZoneData(at)) mismatches.push(at.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('changes at 16:00 UTC on the Saturday before the first Sunday of October and of April', () => {
    expect(canberraOffsetMinutes(new Date('2026-10-03T15:59:59Z'))).toBe(600);
    expect(canberraOffsetMinutes(new Date('2026-10-03T16:00:00Z'))).toBe(660);
    expect(canberraOffsetMinutes(new Date('2026-04-04T15:59:59Z'))).toBe(660);
    expect(canberraOffsetMinutes(new Date('2026-04-04T16:00:00Z'))).toBe(600);
  });
});

describe('canberraDate and canberraTime', () => {
  it('read the same wall clock as the zone data around midnight and the changes', () => {
    const instants = [
      '2026-11-22T12:59:00Z',
      '2026-11-22T13:00:00Z',
      '2026-06-30T13:59:00Z',
      '2026-06-30T14:00:00Z',
      '2026-10-03T15:30:00Z',
      '2026-10-03T16:30:00Z',
      '2026-04-04T15:30:00Z',
      '2026-04-04T16:30:00Z',
      '2026-12-31T13:00:00Z',
    ].map((iso) => new Date(iso));
    for (const at of instants) {
      expect(canberraDate(at)).toBe(intlDate.format(at));
      expect(canberraTime(at)).toBe(intlTime.format(at));
    }
  });
});

describe('the two daylight-saving changes and midnight, in Canberra', () => {
  it('first Sunday of October: 2am becomes 3am, so the day has 23 hours', () => {
    // 2026-10-04 is the first Sunday of October.
    expect(canberraTime(new Date('2026-10-03T15:59:00Z'))).toBe('01:59');
    expect(canberraTime(new Date('2026-10-03T16:00:00Z'))).toBe('03:00');
    expect(canberraNoon('2026-10-04').getTime() - canberraNoon('2026-10-03').getTime()).toBe(
      23 * 3_600_000,
    );
  });

  it('first Sunday of April: 3am becomes 2am again, so the day has 25 hours', () => {
    // 2026-04-05 is the first Sunday of April.
    expect(canberraTime(new Date('2026-04-04T15:59:00Z'))).toBe('02:59');
    expect(canberraTime(new Date('2026-04-04T16:00:00Z'))).toBe('02:00');
    expect(canberraNoon('2026-04-05').getTime() - canberraNoon('2026-04-04').getTime()).toBe(
      25 * 3_600_000,
    );
  });

  it('turns the date at midnight in Canberra, in daylight time and in standard time', () => {
    // Summer: midnight is 13:00 UTC the day before.
    expect(canberraDate(new Date('2026-12-31T12:59:59Z'))).toBe('2026-12-31');
    expect(canberraDate(new Date('2026-12-31T13:00:00Z'))).toBe('2027-01-01');
    // Winter: midnight is 14:00 UTC the day before.
    expect(canberraDate(new Date('2026-06-30T13:59:59Z'))).toBe('2026-06-30');
    expect(canberraDate(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01');
    // The nights of the changes.
    expect(canberraDate(new Date('2026-10-03T13:59:59Z'))).toBe('2026-10-03');
    expect(canberraDate(new Date('2026-10-03T14:00:00Z'))).toBe('2026-10-04');
    expect(canberraDate(new Date('2026-04-04T12:59:59Z'))).toBe('2026-04-04');
    expect(canberraDate(new Date('2026-04-04T13:00:00Z'))).toBe('2026-04-05');
  });

  it('puts midday at 01:00 UTC in summer and 02:00 UTC in winter', () => {
    expect(canberraNoon('2026-01-15').toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(canberraNoon('2026-07-15').toISOString()).toBe('2026-07-15T02:00:00.000Z');
  });
});
