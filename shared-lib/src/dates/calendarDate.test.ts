import { calendarDate, canberraMillis } from './calendarDate';
import { toCanberraDateTime } from './toCanberraDateTime';

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
    '2026-11-22',
    '2026-11-22T19:30:00',
    '2026-04-05T02:30:00',
    '2026-10-04T03:30:00',
    '2026-07-01T09:00:00.250',
    '2026-11-22T08:00:00Z',
  ])('gives the same instant as luxon for %s', (value) => {
    expect(canberraMillis(value)).toBe(toCanberraDateTime(value)!.toMillis());
  });
});

it('moves a Canberra time that never happens (the daylight-saving gap) forward, as luxon does', () => {
  expect(canberraMillis('2026-10-04T02:30:00')).toBe(
    toCanberraDateTime('2026-10-04T02:30:00')!.toMillis(),
  );
});
