import { ImageOffIcon } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { cn } from '@/lib/utils';

/** Rendered width of the main picture, for srcset selection (and the server's preload). */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw';

/** Main picture (loaded first: it is the page's largest paint) and thumbnail buttons. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  if (!current) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl border bg-muted text-muted-foreground">
        <ImageOffIcon className="size-8" aria-hidden="true" />
        <p>No image available</p>
      </div>
    );
  }

  return (
    <div className="space-y-3 sm:space-y-4">
      <div className="overflow-hidden rounded-2xl border bg-muted shadow-sm">
        <ResponsiveImage
          key={current}
          src={current}
          alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
          width={1200}
          height={900}
          sizes={PRODUCT_GALLERY_SIZES}
          priority={selected === 0}
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
                className={cn(
                  'block w-full cursor-pointer overflow-hidden rounded-lg border-2 bg-muted transition-all',
                  index === selected
                    ? 'border-gold shadow-md'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ResponsiveImage
                  src={image}
                  alt=""
                  width={160}
                  height={120}
                  sizes="(min-width: 1024px) 150px, 25vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
