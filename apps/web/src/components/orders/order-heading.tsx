import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The top left of an order card: "Order #1042" with its status badge beside it, and under them a
 * line (`children`) saying when it was placed.
 */
export function OrderHeading({
  id,
  number,
  level: Heading,
  badge,
  className,
  children,
}: {
  id: string;
  number: number;
  level: 'h2' | 'h3';
  badge: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={id} className="font-serif text-lg font-semibold lining-nums">
          Order #{number}
        </Heading>
        {badge}
      </div>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
