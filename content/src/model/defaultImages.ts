import {
  DEFAULT_SHARE_IMAGE,
  DEFAULT_STORE_BANNER,
  PILLAR_IMAGES,
  type Image,
} from 'shared-lib/content';

/** Images the site shows without any content record naming them; the build generates them too. */
export const DEFAULT_IMAGES: readonly Image[] = [
  DEFAULT_SHARE_IMAGE,
  DEFAULT_STORE_BANNER,
  ...Object.values(PILLAR_IMAGES),
];
