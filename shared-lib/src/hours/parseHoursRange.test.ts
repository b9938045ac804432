import { parseHoursRange } from './parseHoursRange';

describe('parseHoursRange', () => {
  it.each([
    ['10am – 6pm', { opens: '10:00', closes: '18:00' }],
    ['1pm-6pm', { opens: '13:00', closes: '18:00' }],
    ['8am — 7pm', { opens: '08:00', closes: '19:00' }],
    ['9:30am – 5:30PM', { opens: '09:30', closes: '17:30' }],
    ['12pm – 12am', { opens: '12:00', closes: '00:00' }],
  ])('reads %s', (text, expected) => {
    expect(parseHoursRange(text)).toEqual(expected);
  });

  it.each(['Closed', '', '10am', '10 – 6', '13pm – 6pm', '10am – 6pm – 8pm'])(
    'refuses %p',
    (text) => {
      expect(parseHoursRange(text)).toBeNull();
    },
  );
});
