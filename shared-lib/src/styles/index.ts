export { BREAKPOINTS, type BreakpointName } from './breakpoints';
export { loadWebFont } from './loadWebFont';
