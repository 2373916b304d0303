import { Spinner } from '@/components/ui/spinner';
import { ProductCardSkeleton } from './product-card-skeleton';
import { PRODUCT_GRID_CLASS } from './product-grid';

/** First load of the listing: 'Loading products...' over placeholder cards of the real size. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="space-y-6">
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Loading products...
      </p>
      <div className={PRODUCT_GRID_CLASS}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
