import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface IconCardItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The grid of icon cards on About (values) and Services: icon tile, h3 and a paragraph each; a
 * card lifts and its tile darkens on hover. `compact` sets smaller type for four columns; `before`
 * and `after` add to each card (the services' accent bar and highlight). Home's "Why choose" cards
 * on the dark band keep their own markup: the home page's JavaScript is budgeted, and this grid
 * would be one more chunk there.
 */
export function IconCardGrid<Item extends IconCardItem>({
  items,
  className,
  compact = false,
  cardClassName,
  textClassName,
  before,
  after,
}: {
  items: readonly Item[];
  /** The grid's columns. */
  className: string;
  compact?: boolean;
  cardClassName?: string;
  textClassName?: string;
  before?: ReactNode;
  after?: (item: Item) => ReactNode;
}) {
  return (
    <ul className={cn('mt-14 grid gap-6', className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            'group rounded-2xl border bg-card p-8 shadow-sm transition-all hover:-translate-y-1 hover:shadow-lg',
            cardClassName,
          )}
        >
          {before}
          <span className="flex size-14 items-center justify-center rounded-xl bg-accent text-gold transition-colors group-hover:bg-primary group-hover:text-gold-light">
            <item.icon className="size-7" aria-hidden="true" />
          </span>
          <h3 className={cn('mt-6 font-semibold text-primary', compact ? 'text-xl' : 'text-2xl')}>
            {item.title}
          </h3>
          <p
            className={cn(
              'mt-3',
              compact && 'text-sm',
              'leading-relaxed text-muted-foreground',
              textClassName,
            )}
          >
            {item.description}
          </p>
          {after?.(item)}
        </li>
      ))}
    </ul>
  );
}
