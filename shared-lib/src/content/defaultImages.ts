import type { Image } from './types';

/** docs/reference/limits.md: the share image when a page has none. */
export const DEFAULT_SHARE_IMAGE: Image = {
  url: '/images/default2by1.jpg',
  width: 1200,
  height: 627,
};

/**
 * 'Store detail' in docs/reference/routes.md#store-detail: the banner of a store without its own, 2:1. The content build
 * generates it; the store page shows it.
 */
export const DEFAULT_STORE_BANNER: Image = {
  url: '/images/default-banner.png',
  width: 1200,
  height: 600,
};

/** Block 3 (docs/reference/blocks.md#block-3): the four store pillars of 'Shop by Category' and the home page's store tiles. */
export const STORE_PILLARS = ['sport', 'family', 'fashion', 'home'] as const;
export type StorePillar = (typeof STORE_PILLARS)[number];

/**
 * Block 3 (docs/reference/blocks.md#block-3): each pillar's image comes from a folder of its own, so an editor can change a
 * pillar's picture by replacing one file. The content build generates a placeholder for each.
 */
export const PILLAR_IMAGES: Record<StorePillar, Image> = {
  sport: { url: '/images/pillars/sport/tile.jpg', width: 600, height: 600 },
  family: { url: '/images/pillars/family/tile.jpg', width: 600, height: 600 },
  fashion: { url: '/images/pillars/fashion/tile.jpg', width: 600, height: 600 },
  home: { url: '/images/pillars/home/tile.jpg', width: 600, height: 600 },
};
