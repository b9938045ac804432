import type { Image } from './types';

/** Spec section 9: the share image when a page has none. */
export const DEFAULT_SHARE_IMAGE: Image = {
  url: '/images/default2by1.jpg',
  width: 1200,
  height: 627,
};

/**
 * Spec section 2 'Store detail': the banner of a store without its own, 2:1. The content build
 * generates it; the store page shows it.
 */
export const DEFAULT_STORE_BANNER: Image = {
  url: '/images/default-banner.png',
  width: 1200,
  height: 600,
};
