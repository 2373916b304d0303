import type { SiteImage } from '@sheesham/shared';
import type { ComponentProps } from 'react';
import { ResponsiveImage } from './responsive-image';

type PageImageProps = Omit<
  ComponentProps<typeof ResponsiveImage>,
  'src' | 'alt' | 'width' | 'height'
> & {
  image: SiteImage;
};

/** One of the drawn page images (hero, story, team, gallery, logos): it carries its own alt and size. */
export function PageImage({ image, ...props }: PageImageProps) {
  return (
    <ResponsiveImage
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...props}
    />
  );
}
