export type * from './types';
export type * from './blocks';
export { RECIPIENT_CATEGORIES } from './types';
export { DEFAULT_SHARE_IMAGE, DEFAULT_STORE_BANNER } from './defaultImages';
export { DERIVATIVE_WIDTHS, derivativeUrl, derivativeWidths, webpSrcSet } from './imageDerivatives';
