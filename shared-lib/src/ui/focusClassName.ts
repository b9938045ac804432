import type { FocalPoint } from '../content/types';

/** Focal points are kept in view in steps of this many percent (one class per step in the CSS). */
export const FOCUS_STEP = 5;

const step = (percent: number) =>
  Math.min(100, Math.max(0, Math.round(percent / FOCUS_STEP) * FOCUS_STEP));

/**
 * The classes that keep a picture's focal point in view when a frame crops it (`object-position`
 * in shared-lib/src/styles/primitives.css): classes rather than a style attribute, which the
 * site's Content-Security-Policy refuses. No focal point: no class, the picture's centre.
 */
export function focusClassName(focus: FocalPoint | undefined): string | undefined {
  return focus ? `focus-x-${step(focus.x)} focus-y-${step(focus.y)}` : undefined;
}
