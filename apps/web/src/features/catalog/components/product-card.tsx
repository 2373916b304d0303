import { categoryLabel, formatRupees, hasSetOption, type Product } from '@sheesham/shared';
import { ResponsiveImage } from '@/components/responsive-image';
import { Link } from '@/components/ui/link';
import { emiFromText } from '@/features/emi/emi-offer';
import { cn } from '@/lib/utils';
import { stockStatus } from '../lib/product-facts';
import { MrpTag } from './mrp-tag';
import { RatingStars } from './rating-stars';
import { StockBadge } from './stock-badge';

/** Rendered width of a card in the 2/2/3-column product grid, for srcset selection. */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 380px, 50vw';

/**
 * A catalogue tile linking to the product page; used by the listing, home and related products.
 * Below 640 px it is compact, two to a row (picture, name, rating, price with its MRP, set price,
 * EMI, stock); from there up it also shows the brand and the category (decision 053).
 */
export function ProductCard({
  product,
  imageSizes = PRODUCT_CARD_SIZES,
  priority = false,
}: {
  product: Product;
  /** The page's largest picture (the listing's first card): loaded at once, not lazily. */
  priority?: boolean;
  /** `sizes` for the image when the card sits in a grid other than the 2/2/3-column one. */
  imageSizes?: string;
}) {
  const hasSet = hasSetOption(product);
  const soldOut = stockStatus(product).kind === 'out-of-stock';
  const emi = emiFromText(product.price);
  return (
    <Link
      to={`/product/${product._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm transition-all duration-300 hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:rounded-xl"
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
            className={cn(
              'size-full object-cover transition-transform duration-500 group-hover:scale-105',
              soldOut && 'opacity-60 grayscale',
            )}
          />
        ) : (
          <div className="flex size-full items-center justify-center p-2 text-center text-xs text-muted-foreground sm:text-sm">
            No image available
          </div>
        )}
        <span className="absolute top-3 left-3 hidden rounded-full bg-background/90 px-2.5 py-1 text-xs font-medium text-foreground shadow-sm backdrop-blur sm:inline">
          {categoryLabel(product.category)}
        </span>
        <StockBadge product={product} className="absolute bottom-2 left-2 sm:bottom-3 sm:left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-5">
        <p className="hidden text-xs font-semibold tracking-widest text-gold uppercase sm:block">
          {product.brand}
        </p>
        <h3 className="line-clamp-2 font-serif text-sm leading-snug font-semibold text-foreground group-hover:text-primary sm:text-lg">
          {product.name}
        </h3>
        <RatingStars rating={product.product_rating} showValue />
        <div className="mt-auto flex flex-col gap-0.5 pt-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-3 sm:gap-y-1 sm:pt-2">
          <span className="flex flex-wrap items-baseline gap-x-1.5 sm:gap-x-2">
            <span className="text-base font-semibold text-foreground sm:text-xl">
              {formatRupees(product.price)}
            </span>
            <MrpTag product={product} className="text-xs sm:text-sm" />
          </span>
          {hasSet && (
            <span className="text-xs text-muted-foreground">
              Set: {formatRupees(product.set_price as number)}
            </span>
          )}
        </div>
        {emi && (
          <p className="text-xs text-muted-foreground" data-testid="card-emi">
            {emi}
          </p>
        )}
      </div>
    </Link>
  );
}
