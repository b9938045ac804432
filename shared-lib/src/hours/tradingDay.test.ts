import { formatClock, tradingHoursText, tradingTimes, weekdayOf } from './tradingDay';

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

describe('a trading day', () => {
  it('is its times and their words when open', () => {
    const day = { closed: false, opens: '09:30', closes: '17:30' };
    expect(tradingTimes(day)).toEqual({ opens: '09:30', closes: '17:30' });
    expect(tradingHoursText(day)).toBe('9:30am – 5:30pm');
  });

  it('is closed when marked closed, whatever times it keeps', () => {
    const day = { closed: true, opens: '10:00', closes: '18:00' };
    expect(tradingTimes(day)).toBeNull();
    expect(tradingHoursText(day)).toBe('Closed');
  });
});

describe('weekdayOf', () => {
  it('names the weekday of a calendar date', () => {
    expect(weekdayOf('2025-12-25')).toBe('thursday');
    expect(weekdayOf('2025-12-28')).toBe('sunday');
    expect(weekdayOf('2025-12-29')).toBe('monday');
  });
});
