import { cn } from '@/lib/utils';

/** A pulsing placeholder for a figure inside a <p> (where Skeleton's div would be invalid). */
export function ValueSkeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'block h-8 w-24 animate-pulse rounded-md bg-muted motion-reduce:animate-none',
        className,
      )}
    />
  );
}
