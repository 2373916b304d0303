import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards shaped like order cards while the first page loads. */
export function OrderListSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading orders" role="status" className="space-y-4">
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={index} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <div className="flex justify-between gap-4">
            <div className="space-y-2">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
          <div className="mt-4 grid gap-3 border-t pt-4 sm:grid-cols-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <div className="mt-4 flex justify-between border-t pt-4">
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-48" />
          </div>
        </div>
      ))}
    </div>
  );
}
