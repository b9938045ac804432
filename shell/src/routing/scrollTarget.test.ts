import { isScrolled, scrollTarget } from './scrollTarget';

describe('scrollTarget', () => {
  it('restores the saved position on back and forward', () => {
    expect(scrollTarget('POP', 840, '#hours')).toEqual({ kind: 'position', y: 840 });
  });

  it('scrolls to the hash when nothing is saved or the navigation is new', () => {
    expect(scrollTarget('POP', undefined, '#hours')).toEqual({ kind: 'hash', id: 'hours' });
    expect(scrollTarget('PUSH', 840, '#opening%20hours')).toEqual({
      kind: 'hash',
      id: 'opening hours',
    });
  });

  it('goes to the top otherwise', () => {
    expect(scrollTarget('PUSH', 840, '')).toEqual({ kind: 'top' });
    expect(scrollTarget('REPLACE', undefined, '#')).toEqual({ kind: 'top' });
  });
});

describe('isScrolled', () => {
  it('is set from 5 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(4)).toBe(false);
    expect(isScrolled(5)).toBe(true);
    expect(isScrolled(300)).toBe(true);
  });
});
