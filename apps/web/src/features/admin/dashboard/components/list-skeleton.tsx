import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while a dashboard list loads. */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}
