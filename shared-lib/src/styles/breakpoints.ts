/**
 * Breakpoints in CSS px, for code that needs them (slider options per width). CSS cannot read
 * custom properties in media queries, so stylesheets write the same numbers: small < 576,
 * medium >= 768, large >= 992, extra large >= 1200, very wide >= 1500.
 */
export const BREAKPOINTS = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1500,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;
