import type { Image } from 'shared-lib/content';

/** Spec section 9: a store without a banner shows the default banner, 2:1. */
export const DEFAULT_STORE_BANNER: Image = {
  url: '/images/default-banner.png',
  width: 1200,
  height: 600,
};
