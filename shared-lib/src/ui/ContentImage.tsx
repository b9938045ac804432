import type { ImgHTMLAttributes } from 'react';
import { webpSrcSet } from '../content/imageDerivatives';
import type { Image } from '../content/types';

export type ContentImageProps = { image: Image } & {
  /**
   * The largest image of the first screen: loaded at once and first (`fetchpriority="high"`).
   * Every other image loads lazily, when it comes near the screen.
   */
  priority?: boolean;
  /** How wide the image is shown, for the browser to pick a copy (`sizes`); the full width by default. */
  sizes?: string;
} & Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'loading' | 'sizes'
  >;

/**
 * A content image in the sizes the content build made of it (WebP copies up to its own width; the
 * original is the `src` for anything that reads no `srcset`), with its width and height always
 * set so nothing shifts when it loads. An image without alt text is hidden from assistive
 * technology (spec section 3).
 */
export function ContentImage({
  image,
  priority = false,
  sizes = '100vw',
  ...rest
}: ContentImageProps) {
  const alt = image.alt ?? '';
  return (
    <img
      src={image.url}
      srcSet={webpSrcSet(image)}
      sizes={sizes}
      alt={alt}
      aria-hidden={alt === '' ? true : undefined}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      {...rest}
    />
  );
}
