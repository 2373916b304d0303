import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** The guards' wait state: a spinner with 'Loading...' (SPEC §2). */
export function AuthLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[50vh] items-center justify-center gap-3 px-4', className)}
    >
      <Spinner className="size-6" />
      <span className="text-muted-foreground">Loading...</span>
    </div>
  );
}
