import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
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
          <div key={index} className="overflow-hidden rounded-xl border bg-card">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-6 w-24" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
