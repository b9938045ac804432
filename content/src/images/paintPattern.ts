import { createHash } from 'node:crypto';

export interface Raster {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA, alpha opaque) bytes per pixel. */
  channels: 3 | 4;
  data: Buffer;
}

/** HSL (0..1) to RGB bytes. */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h * 12) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/**
 * A placeholder raster for an image url: diagonal stripes in two shades of a colour chosen by
 * hashing the url, inside a darker border. Same url, same pixels, so rebuilds are reproducible;
 * different urls look different, so a wrong image on a page is visible.
 */
export function paintPattern(url: string, width: number, height: number, channels: 3 | 4): Raster {
  const hash = createHash('sha256').update(url).digest();
  const hue = hash[0]! / 256;
  const light = hslToRgb(hue, 0.45 + (hash[1]! / 256) * 0.3, 0.7);
  const dark = hslToRgb(hue, 0.45 + (hash[1]! / 256) * 0.3, 0.58);
  const edge = hslToRgb(hue, 0.5, 0.35);
  const period = 16 + (hash[2]! % 48);
  const border = Math.max(1, Math.round(Math.min(width, height) / 100));

  // One long stripe row; row y is this row shifted by y, so each row is a single copy (fast).
  const rowBytes = width * channels;
  const pattern = Buffer.alloc((width + period) * channels);
  for (let x = 0; x < width + period; x += 1) {
    const colour = x % period < period / 2 ? light : dark;
    pattern.set(channels === 4 ? [...colour, 255] : colour, x * channels);
  }
  const edgeRow = Buffer.alloc(rowBytes);
  for (let x = 0; x < width; x += 1)
    edgeRow.set(channels === 4 ? [...edge, 255] : edge, x * channels);

  const data = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * rowBytes;
    if (y < border || y >= height - border) {
      edgeRow.copy(data, start);
      continue;
    }
    const shift = (period - (y % period)) * channels;
    pattern.copy(data, start, shift, shift + rowBytes);
    edgeRow.copy(data, start, 0, border * channels);
    edgeRow.copy(data, start + rowBytes - border * channels, 0, border * channels);
  }
  return { width, height, channels, data };
}
