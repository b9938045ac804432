export { BREAKPOINTS, type BreakpointName } from './breakpoints';
export { loadWebFont, WEB_FONT_META } from './loadWebFont';
