import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { Image } from 'shared-lib/content';

import { encodeImage, formatOf } from './encodeImage';
import { readImageHeader } from './readImageHeader';

export interface ImageReport {
  total: number;
  written: number;
  skipped: number;
}

/**
 * Writes a placeholder raster for each image at `{outDir}{url}` with exactly the image's width
 * and height. A file already there with the right format and size is kept, so a rebuild only
 * paints what changed.
 */
export function writeImages(images: readonly Image[], outDir: string): ImageReport {
  let written = 0;
  for (const image of images) {
    const path = join(outDir, image.url);
    const header = readImageHeader(path);
    if (
      header &&
      header.format === formatOf(image.url) &&
      header.width === image.width &&
      header.height === image.height
    )
      continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, encodeImage(image.url, image.width, image.height));
    written += 1;
  }
  return { total: images.length, written, skipped: images.length - written };
}
