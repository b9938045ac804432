import type { Image } from 'shared-lib/content';

import { DEFAULT_IMAGES } from '../model/defaultImages';
import type { Content } from '../model/content';
import { walkImages } from '../model/walkImages';

/**
 * Every image the site needs, one entry per url, sorted by url: all images referenced by the
 * content plus the build's defaults (share image, store banner). Sizes agree per url because
 * validation rejects one url with two sizes.
 */
export function collectImages(content: Content): Image[] {
  const byUrl = new Map<string, Image>();
  const add = (image: Image) => {
    if (!byUrl.has(image.url))
      byUrl.set(image.url, { url: image.url, width: image.width, height: image.height });
  };
  DEFAULT_IMAGES.forEach(add);
  walkImages(content, add);
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
