import type { Order } from '@sheesham/shared';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { OrderHeading } from './order-heading';

type OrderCardFrameProps = Omit<ComponentProps<'article'>, 'aria-labelledby'> & {
  order: Order;
  /** The heading's id; the article is named by it. */
  headingId: string;
  level: 'h2' | 'h3';
  badge: ReactNode;
  /** The line under the heading saying when the order was placed. */
  placed: ReactNode;
  /** The right side of the header: the order's total. */
  total: ReactNode;
  headerClassName: string;
  headingClassName?: string;
};

/**
 * An order card in the admin list or the customer's history: an article named by its "Order #N"
 * heading, with the status badge, when it was placed and the total across the top.
 */
export function OrderCardFrame({
  order,
  headingId,
  level,
  badge,
  placed,
  total,
  headerClassName,
  headingClassName,
  children,
  ...article
}: OrderCardFrameProps) {
  return (
    <article aria-labelledby={headingId} {...article}>
      <header className={cn('flex flex-wrap items-start justify-between gap-x-4', headerClassName)}>
        <OrderHeading
          id={headingId}
          number={order.number}
          level={level}
          badge={badge}
          className={headingClassName}
        >
          {placed}
        </OrderHeading>
        {total}
      </header>
      {children}
    </article>
  );
}
