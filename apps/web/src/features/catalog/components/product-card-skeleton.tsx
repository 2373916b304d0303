import { Skeleton } from '@/components/ui/skeleton';

/** A placeholder the size and shape of a ProductCard, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-24" />
      </div>
    </div>
  );
}
