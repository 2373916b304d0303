import { Skeleton } from '@/components/ui/skeleton';

/** A placeholder the size and shape of a ProductCard, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border bg-card sm:rounded-xl">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-3 sm:p-5">
        <Skeleton className="hidden h-3 w-24 sm:block" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-24 sm:w-28" />
        <Skeleton className="h-6 w-20 sm:w-24" />
        <Skeleton className="h-3 w-32 sm:w-40" />
      </div>
    </div>
  );
}
