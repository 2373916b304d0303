import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

export function ProductDetailSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <span className="sr-only">Loading product...</span>
      <div className="space-y-4">
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <div className="grid grid-cols-4 gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-[4/3] rounded-lg" />
          ))}
        </div>
      </div>
      <div className="space-y-5">
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
        <p className="flex items-center gap-2 text-muted-foreground" aria-hidden="true">
          <Spinner /> Loading product...
        </p>
      </div>
    </div>
  );
}
