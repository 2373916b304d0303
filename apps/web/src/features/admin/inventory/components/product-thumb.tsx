import { imageVariantUrl, type Product } from '@sheesham/shared';
import { ImageOffIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const THUMB_WIDTH = 320;

/**
 * The product's main image from its 320 px rendition (sharp at twice the size shown), loaded
 * only when scrolled near. Decorative: the product's name sits beside it.
 */
export function ProductThumb({ product, className }: { product: Product; className?: string }) {
  const src = product.image || product.images[0];
  const box = cn('size-12 shrink-0 rounded-md bg-muted', className);
  if (!src) {
    return (
      <span className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
        <ImageOffIcon className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={imageVariantUrl(src, THUMB_WIDTH)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={cn(box, 'border object-cover')}
    />
  );
}
