import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A decorative spinning ring; pair it with visible text that says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircleIcon
      aria-hidden="true"
      className={cn('size-5 animate-spin text-gold motion-reduce:animate-none', className)}
    />
  );
}
