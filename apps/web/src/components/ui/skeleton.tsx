import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder block that keeps the layout steady while content loads. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
