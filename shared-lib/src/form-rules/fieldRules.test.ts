import { isEmailAddress, isPhoneNumber, isSubmissionId, isTicked } from './fieldRules';

describe('field rules', () => {
  it('accepts addresses with a dotted domain and refuses the rest', () => {
    expect(isEmailAddress('parent@example.com')).toBe(true);
    expect(isEmailAddress("o'neil+forms@mail.example.com.au")).toBe(true);
    for (const bad of ['parent@', '@example.com', 'a b@example.com', 'a@b', 'a@-b.com', 'x@y'])
      expect(isEmailAddress(bad)).toBe(false);
    expect(isEmailAddress('a@localhost')).toBe(false);
    expect(isEmailAddress(`${'x'.repeat(250)}@example.com`)).toBe(false);
  });

  it('accepts phone numbers of digits, spaces, +, (, ) and - with at least 8 digits', () => {
    expect(isPhoneNumber('+61 2 6123 4567')).toBe(true);
    expect(isPhoneNumber('(02) 6123-4567')).toBe(true);
    expect(isPhoneNumber('0412 345')).toBe(false);
    expect(isPhoneNumber('call me on 0412345678')).toBe(false);
  });

  it('takes a ticked box as true or what a browser or script sends for one', () => {
    for (const ticked of [true, 'on', 'TRUE', '1', ' yes ']) expect(isTicked(ticked)).toBe(true);
    for (const unticked of [false, undefined, '', 'off', 'no'])
      expect(isTicked(unticked)).toBe(false);
  });

  it('takes 8-100 letters, digits, - or _ as a submission id', () => {
    expect(isSubmissionId('retry-0001_abc')).toBe(true);
    expect(isSubmissionId('short')).toBe(false);
    expect(isSubmissionId('has space in it')).toBe(false);
  });
});
