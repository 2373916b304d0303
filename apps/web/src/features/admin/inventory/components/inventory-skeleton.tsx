import { Skeleton } from '@/components/ui/skeleton';

const ROWS = 8;

/** Placeholder rows in the shape of the table (or the cards), shown on the first load. */
export function InventorySkeleton({ wide }: { wide: boolean }) {
  const rows = Array.from({ length: ROWS }, (_, index) => index);
  if (!wide) {
    return (
      <div className="space-y-3" aria-hidden="true">
        {rows.slice(0, 4).map((row) => (
          <div key={row} className="flex gap-3 rounded-xl border bg-card p-4">
            <Skeleton className="size-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-4 w-24" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" aria-hidden="true">
      <div className="h-11 border-b bg-muted/50" />
      {rows.map((row) => (
        <div key={row} className="flex items-center gap-6 border-b px-4 py-3 last:border-b-0">
          <Skeleton className="size-12 shrink-0" />
          <Skeleton className="h-4 flex-[2]" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
