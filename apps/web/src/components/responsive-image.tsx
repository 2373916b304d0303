import { imageSrcSet } from '@sheesham/shared';
import type * as React from 'react';

interface ResponsiveImageProps
  extends Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The rendered width hint for srcset selection, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
}

/** An <img> with srcset from the media convention, fixed dimensions and lazy loading by default. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  ...props
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...props}
    />
  );
}
