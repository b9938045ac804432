import type { Image } from 'shared-lib/content';

/** Spec section 9: the share image when a page has none (1200x627). */
export const DEFAULT_SHARE_IMAGE: Image = {
  url: '/images/default2by1.jpg',
  width: 1200,
  height: 627,
};

/**
 * Spec section 2 'Store detail': the 2:1 banner of a store without its own. 1200x600 is the
 * size mf-stores declares for it (features/store-detail/defaultBanner.ts); keep the two equal.
 */
export const DEFAULT_STORE_BANNER: Image = {
  url: '/images/default-banner.png',
  width: 1200,
  height: 600,
};

export const DEFAULT_IMAGES: readonly Image[] = [DEFAULT_SHARE_IMAGE, DEFAULT_STORE_BANNER];
