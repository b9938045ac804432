import type { OpenState } from './openStatus';

export type HoursColour = 'default' | 'open' | 'closed';

/**
 * docs/reference/rules.md#states: closed red, open green, default grey, colours only when dynamic colours are on
 * (decision 060). The last half hour before closing is red.
 */
export function hoursColour(state: OpenState, dynamicColours: boolean): HoursColour {
  if (!dynamicColours) return 'default';
  return state === 'open' ? 'open' : 'closed';
}
