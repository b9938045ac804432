import type { Image } from './types';

/** Widths the content build makes of every image, up to the image's own width. */
export const DERIVATIVE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The widths an image is served at: the standard widths below its own, and its own. */
export function derivativeWidths(width: number): number[] {
  return [...DERIVATIVE_WIDTHS.filter((candidate) => candidate < width), width];
}

/**
 * The address of an image's WebP copy at a width, beside the original:
 * `/images/stores/nike/logo.png` at 640 → `/images/stores/nike/logo-640w.webp`.
 */
export function derivativeUrl(url: string, width: number): string {
  return `${url.replace(/\.[a-z0-9]+$/i, '')}-${width}w.webp`;
}

/** `srcset` of an image's WebP copies. */
export function webpSrcSet(image: Pick<Image, 'url' | 'width'>): string {
  return derivativeWidths(image.width)
    .map((width) => `${derivativeUrl(image.url, width)} ${width}w`)
    .join(', ');
}
