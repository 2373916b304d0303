import type { SiteImage } from '@sheesham/shared';
import type { ComponentProps } from 'react';
import { ResponsiveImage } from './responsive-image';

type PageImageProps = Omit<
  ComponentProps<typeof ResponsiveImage>,
  'src' | 'alt' | 'width' | 'height'
> & {
  image: SiteImage;
  /** Replaces the image's own alt: '' where the picture is only decoration. */
  alt?: string;
};

/** One of the drawn page images (story, team, CTA band, showroom): it carries its own alt and size. */
export function PageImage({ image, alt = image.alt, ...props }: PageImageProps) {
  return (
    <ResponsiveImage
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      {...props}
    />
  );
}
