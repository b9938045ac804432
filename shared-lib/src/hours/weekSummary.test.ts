import { makeWeek } from '../testing/factories';
import { weekHoursText, weekSummary } from './weekSummary';

describe('weekSummary', () => {
  it('is one line, every day, when every day has the same hours', () => {
    expect(weekSummary(makeWeek())).toEqual([
      { days: 'Every day', from: 'monday', to: 'sunday', hours: '10am – 6pm' },
    ]);
  });

  it('joins following days with the same hours, Monday first', () => {
    const week = {
      ...makeWeek('09:00', '17:30'),
      thursday: { closed: false, opens: '09:00', closes: '21:00' },
      saturday: { closed: false, opens: '09:00', closes: '17:00' },
      sunday: { closed: true },
    };
    expect(weekSummary(week).map(({ days, hours }) => `${days}: ${hours}`)).toEqual([
      'Monday – Wednesday: 9am – 5:30pm',
      'Thursday: 9am – 9pm',
      'Friday: 9am – 5:30pm',
      'Saturday: 9am – 5pm',
      'Sunday: Closed',
    ]);
  });
});

describe('weekHoursText', () => {
  it('is the hours alone when every day has them, else each run with its days', () => {
    expect(weekHoursText(makeWeek())).toBe('10am – 6pm');
    expect(weekHoursText({ ...makeWeek('09:00', '17:00'), sunday: { closed: true } })).toBe(
      'Monday – Saturday 9am – 5pm, Sunday Closed',
    );
  });
});
