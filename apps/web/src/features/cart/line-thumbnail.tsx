import { ResponsiveImage } from '@/components/responsive-image';

const SIZES = {
  sm: { px: 64, box: 'size-16' },
  md: { px: 80, box: 'size-20' },
} as const;

/**
 * The square product image at the start of a cart line (the drawer) or a summary line
 * (checkout). Empty when the product has no image; `alt` is empty where the name is printed beside
 * it and says nothing more.
 */
export function LineThumbnail({
  image,
  alt = '',
  size,
}: {
  image: string;
  alt?: string;
  size: keyof typeof SIZES;
}) {
  const { px, box } = SIZES[size];
  return (
    <div className={`${box} shrink-0 overflow-hidden rounded-lg border bg-muted`}>
      {image && (
        <ResponsiveImage
          src={image}
          alt={alt}
          width={px}
          height={px}
          sizes={`${px}px`}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
