import type { Product } from '@sheesham/shared';
import { memo } from 'react';
import { HydrateApart } from '@/components/hydration/hydrate-apart';
import { cn } from '@/lib/utils';
import { ProductCard } from './product-card';

/** The 2/2/3-column grid the product cards are sized for (see PRODUCT_CARD_SIZES). */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-3';

/** Memoized: a filter click re-renders the panel at once, the grid only when its products change. */
export const ProductGrid = memo(function ProductGrid({
  products,
  className,
  imageSizes,
  priorityFirst = false,
}: {
  products: readonly Product[];
  className?: string;
  /** Overrides the card image `sizes` when the grid has other columns. */
  imageSizes?: string;
  /** The first card is the page's largest paint (the listing's top): no lazy loading for it. */
  priorityFirst?: boolean;
}) {
  return (
    <ul className={cn(PRODUCT_GRID_CLASS, className)} aria-label="Products">
      {products.map((product, index) => (
        // Cards off screen skip style, layout and paint until they come near (a listing is up to
        // 24 of them); 16rem and 26rem are about a compact and a full card's height, kept once
        // rendered. No width of its own: a grid item's would widen its column.
        <li
          key={product._id}
          className="render-when-near [contain-intrinsic-size:auto_0px_auto_16rem] sm:[contain-intrinsic-size:auto_0px_auto_26rem]"
        >
          {/* Each card hydrates in a task of its own: 24 cards were one long commit. */}
          <HydrateApart>
            <ProductCard
              product={product}
              imageSizes={imageSizes}
              priority={priorityFirst && index === 0}
            />
          </HydrateApart>
        </li>
      ))}
    </ul>
  );
});
