import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** A list's placeholder while it loads: `rows` grey cards, announced as `label`. */
export function ListSkeleton({
  label,
  rows,
  className,
  rowClassName,
}: {
  label: string;
  rows: number;
  /** The list's spacing, as the loaded list has it. */
  className: string;
  /** One row's height and corners, as the loaded rows have them. */
  rowClassName: string;
}) {
  // The rows are numbered once; each number is its row's key.
  const rowNumbers = Array.from({ length: rows }, (_, n) => n);
  return (
    <div className={className} role="status" aria-label={label}>
      {rowNumbers.map((n) => (
        <Skeleton key={n} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}
