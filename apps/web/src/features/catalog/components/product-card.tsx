import { categoryLabel, formatRupees, hasSetOption, type Product } from '@sheesham/shared';
import { ResponsiveImage } from '@/components/responsive-image';
import { Link } from '@/components/ui/link';
import { RatingStars } from './rating-stars';

/** Rendered width of a card in the 1/2/3-column product grid, for srcset selection. */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 640px) 50vw, 100vw';

/** A catalogue tile linking to the product page; used by the listing, home and related products. */
export function ProductCard({
  product,
  imageSizes = PRODUCT_CARD_SIZES,
  priority = false,
}: {
  product: Product;
  /** The page's largest picture (the listing's first card): loaded at once, not lazily. */
  priority?: boolean;
  /** `sizes` for the image when the card sits in a grid other than the 1/2/3-column one. */
  imageSizes?: string;
}) {
  const hasSet = hasSetOption(product);
  return (
    <Link
      to={`/product/${product._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-all duration-300 hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {product.image ? (
          <ResponsiveImage
            src={product.image}
            alt={product.name}
            width={800}
            height={600}
            sizes={imageSizes}
            priority={priority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            No image available
          </div>
        )}
        <span className="absolute top-3 left-3 rounded-full bg-background/90 px-2.5 py-1 text-xs font-medium text-foreground shadow-sm backdrop-blur">
          {categoryLabel(product.category)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-widest text-gold uppercase">{product.brand}</p>
        <h3 className="line-clamp-2 font-serif text-lg leading-snug font-semibold text-foreground group-hover:text-primary">
          {product.name}
        </h3>
        <RatingStars rating={product.product_rating} showValue />
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-2">
          <span className="text-xl font-semibold text-foreground">
            {formatRupees(product.price)}
          </span>
          {hasSet && (
            <span className="text-xs text-muted-foreground">
              Set: {formatRupees(product.set_price as number)}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
