export { BREAKPOINTS, type BreakpointName } from './breakpoints';
