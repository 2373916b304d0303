import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * In place of a list whose first load failed (a toast says so too): what failed, and Try again.
 * Every admin list uses this one card, so a failure looks and reads the same everywhere.
 */
export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      data-testid="load-failed"
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50">
        <TriangleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
      </span>
      <p className="mt-4 font-serif text-xl font-semibold">{message}</p>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        Check the connection and try again.
      </p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RefreshCwIcon
          aria-hidden="true"
          className={cn(retrying && 'animate-spin motion-reduce:animate-none')}
        />
        Try again
      </Button>
    </div>
  );
}
