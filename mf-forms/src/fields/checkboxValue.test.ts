import { isCheckboxChecked, nextCheckboxValue } from './checkboxValue';

describe('isCheckboxChecked', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['yes', true],
    ['on', true],
    ['', false],
    ['false', false],
    ['0', false],
    [' No ', false],
    [1, true],
    [7, true],
    [0, false],
    [Number.NaN, false],
    [['a'], true],
    [[], false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('reads %p as %p without an option value', (value, expected) => {
    expect(isCheckboxChecked(value)).toBe(expected);
  });

  it('matches an option value in strings, numbers and arrays', () => {
    expect(isCheckboxChecked('email', 'email')).toBe(true);
    expect(isCheckboxChecked('sms', 'email')).toBe(false);
    expect(isCheckboxChecked(2, '2')).toBe(true);
    expect(isCheckboxChecked(3, '2')).toBe(false);
    expect(isCheckboxChecked(['sms', 'email'], 'email')).toBe(true);
    expect(isCheckboxChecked([1, 2], '2')).toBe(true);
    expect(isCheckboxChecked(['sms'], 'email')).toBe(false);
    expect(isCheckboxChecked(true, 'email')).toBe(true);
  });
});

describe('nextCheckboxValue', () => {
  it('keeps a boolean a boolean', () => {
    expect(nextCheckboxValue(false, true)).toBe(true);
    expect(nextCheckboxValue(true, false)).toBe(false);
  });

  it('adds and removes an option of an array once', () => {
    expect(nextCheckboxValue(['sms'], true, 'email')).toEqual(['sms', 'email']);
    expect(nextCheckboxValue(['sms', 'email'], true, 'email')).toEqual(['sms', 'email']);
    expect(nextCheckboxValue(['sms', 'email'], false, 'email')).toEqual(['sms']);
  });

  it('sets a string to the option (or "true") and clears it', () => {
    expect(nextCheckboxValue('', true, 'yes')).toBe('yes');
    expect(nextCheckboxValue('', true)).toBe('true');
    expect(nextCheckboxValue('yes', false)).toBe('');
  });

  it('sets a number to the option (or 1) and to 0', () => {
    expect(nextCheckboxValue(0, true, '5')).toBe(5);
    expect(nextCheckboxValue(0, true)).toBe(1);
    expect(nextCheckboxValue(5, false)).toBe(0);
  });

  it('round-trips: the next value reads as the state it was set to', () => {
    for (const start of [false, '', 0, [] as string[]])
      for (const checked of [true, false])
        expect(isCheckboxChecked(nextCheckboxValue(start, checked, '3'), '3')).toBe(checked);
  });
});
