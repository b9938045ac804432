import type { ImgHTMLAttributes } from 'react';
// Through the shared entry: a remote that renders images then uses the shell's copy of it.
import { webpSrcSet } from 'shared-lib/content';
import type { Image } from '../content/types';
import { BREAKPOINTS } from '../styles/breakpoints';
import { focusClassName } from './focusClassName';

export type ContentImageProps = { image: Image } & {
  /**
   * The largest image of the first screen: loaded at once and first (`fetchpriority="high"`).
   * Every other image loads lazily, when it comes near the screen.
   */
  priority?: boolean;
  /** How wide the image is shown, for the browser to pick a copy (`sizes`); the full width by default. */
  sizes?: string;
  /**
   * A different picture for screens narrower than the medium breakpoint (a hero slide's mobile
   * image): served through `<picture>` with its own size, so phones fetch only this one.
   */
  narrow?: Image;
} & Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'loading' | 'sizes'
  >;

/** Media query of the screens that get the `narrow` picture (below `BREAKPOINTS.md`). */
export const NARROW_MEDIA = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/**
 * A content image in the sizes the content build made of it (WebP copies up to its own width; the
 * original is the `src` for anything that reads no `srcset`), with its width and height always
 * set so nothing shifts when it loads. An image without alt text is hidden from assistive
 * technology (docs/reference/content.md). A crop keeps the image's focal point in view. Rendering reads nothing from the browser, so the server's HTML and
 * the first render in the browser are the same.
 */
export function ContentImage({
  image,
  priority = false,
  sizes = '100vw',
  narrow,
  className,
  ...rest
}: ContentImageProps) {
  const alt = image.alt ?? '';
  const classes = [className, focusClassName(image.focus)].filter(Boolean).join(' ');
  const img = (
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
      className={classes === '' ? undefined : classes}
      {...rest}
    />
  );
  if (!narrow) return img;
  return (
    <picture>
      <source
        media={NARROW_MEDIA}
        type="image/webp"
        srcSet={webpSrcSet(narrow)}
        sizes="100vw"
        width={narrow.width}
        height={narrow.height}
      />
      {img}
    </picture>
  );
}
