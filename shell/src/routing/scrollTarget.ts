/** Where a newly shown page scrolls to ('Navigation' in docs/reference/routes.md#scroll). */
export type ScrollTarget =
  { kind: 'position'; y: number } | { kind: 'hash'; id: string } | { kind: 'top' };

/**
 * Back and forward restore the position saved for that history entry; otherwise the address's
 * #hash target; otherwise the top.
 */
export function scrollTarget(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  savedY: number | undefined,
  hash: string,
): ScrollTarget {
  if (navigationType === 'POP' && savedY !== undefined) return { kind: 'position', y: savedY };
  const id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  if (id) return { kind: 'hash', id };
  return { kind: 'top' };
}

/** The 'scrolled' marker: set once the page is scrolled 5 px or more (docs/reference/limits.md). */
export const SCROLLED_THRESHOLD_PX = 5;

export function isScrolled(scrollY: number): boolean {
  return scrollY >= SCROLLED_THRESHOLD_PX;
}
