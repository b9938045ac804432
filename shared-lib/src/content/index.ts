export type * from './types';
export type * from './blocks';
export { RECIPIENT_CATEGORIES, WEEKDAYS } from './types';
export { BUTTON_COLOURS } from './blocks';
export {
  DEFAULT_SHARE_IMAGE,
  DEFAULT_STORE_BANNER,
  PILLAR_IMAGES,
  STORE_PILLARS,
} from './defaultImages';
export type { StorePillar } from './defaultImages';
export { DERIVATIVE_WIDTHS, derivativeUrl, derivativeWidths, webpSrcSet } from './imageDerivatives';
