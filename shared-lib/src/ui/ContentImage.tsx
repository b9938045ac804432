import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../content/types';

export type ContentImageProps = { image: Image } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>;

/** A content image with its own alt text; without one it is hidden from assistive technology. */
export function ContentImage({ image, ...rest }: ContentImageProps) {
  return (
    <img
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      {...rest}
    />
  );
}
