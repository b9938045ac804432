import { hoursColour } from './hoursColour';

describe('hoursColour', () => {
  it('is green when open, red when closed or closing soon', () => {
    expect(hoursColour('open', true)).toBe('open');
    expect(hoursColour('closed', true)).toBe('closed');
    expect(hoursColour('closing-soon', true)).toBe('closed');
  });

  it('is the default grey for every state until dynamic colours are on', () => {
    for (const state of ['open', 'closing-soon', 'closed'] as const)
      expect(hoursColour(state, false)).toBe('default');
  });
});
