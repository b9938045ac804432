import { focusClassName } from './focusClassName';

describe('focusClassName', () => {
  it('names the focal point in steps of 5 percent, across then down', () => {
    expect(focusClassName({ x: 25, y: 80 })).toBe('focus-x-25 focus-y-80');
    expect(focusClassName({ x: 33.3, y: 2.4 })).toBe('focus-x-35 focus-y-0');
  });

  it('keeps the point inside the picture', () => {
    expect(focusClassName({ x: -10, y: 140 })).toBe('focus-x-0 focus-y-100');
  });

  it('has no class without a focal point (the centre)', () => {
    expect(focusClassName(undefined)).toBeUndefined();
  });
});
