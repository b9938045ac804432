import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

import { paintPattern } from './paintPattern';

export type ImageFormat = 'png' | 'jpeg';

export function formatOf(url: string): ImageFormat {
  return /\.jpe?g$/i.test(url) ? 'jpeg' : 'png';
}

/** The placeholder file for `url`, encoded in the format its extension names. */
export function encodeImage(url: string, width: number, height: number): Buffer {
  if (formatOf(url) === 'jpeg') {
    const raster = paintPattern(url, width, height, 4);
    return encodeJpeg({ width, height, data: raster.data }, 80).data;
  }
  const raster = paintPattern(url, width, height, 3);
  // Fixed 'up' filter: stripe rows differ from the row above by a shift, which compresses well,
  // and skipping pngjs's try-every-filter default keeps large images fast.
  return PNG.sync.write({ width, height, data: raster.data } as PNG, {
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
    filterType: 2,
    deflateLevel: 6,
  });
}
