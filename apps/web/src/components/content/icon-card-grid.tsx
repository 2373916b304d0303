import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface IconCardItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** On a pale band the card lifts and its tile darkens on hover; on the dark band it only glows. */
const TONES = {
  pale: {
    card: 'group border bg-card shadow-sm transition-all hover:-translate-y-1 hover:shadow-lg',
    tile: 'bg-accent text-gold transition-colors group-hover:bg-primary group-hover:text-gold-light',
    title: 'text-primary',
    text: 'text-muted-foreground',
  },
  dark: {
    card: 'border border-primary-foreground/10 bg-primary-foreground/[0.04] transition-colors hover:border-gold-light/40',
    tile: 'bg-gold-light/15 text-gold-light',
    title: '',
    text: 'text-primary-foreground/75',
  },
};

/**
 * The grid of icon cards on About (values), Services and Home (why choose us): icon tile, h3 and
 * a paragraph each. `compact` sets smaller type for four columns; `before` and `after` add to
 * each card (the services' accent bar and highlight).
 */
export function IconCardGrid<Item extends IconCardItem>({
  items,
  className,
  tone = 'pale',
  compact = false,
  cardClassName,
  textClassName,
  before,
  after,
}: {
  items: readonly Item[];
  /** The grid's columns. */
  className: string;
  tone?: keyof typeof TONES;
  compact?: boolean;
  cardClassName?: string;
  textClassName?: string;
  before?: ReactNode;
  after?: (item: Item) => ReactNode;
}) {
  const look = TONES[tone];
  return (
    <ul className={cn('mt-14 grid gap-6', className)}>
      {items.map((item) => (
        <li key={item.title} className={cn('rounded-2xl p-8', look.card, cardClassName)}>
          {before}
          <span className={cn('flex size-14 items-center justify-center rounded-xl', look.tile)}>
            <item.icon className="size-7" aria-hidden="true" />
          </span>
          <h3 className={cn('mt-6 font-semibold', compact ? 'text-xl' : 'text-2xl', look.title)}>
            {item.title}
          </h3>
          <p
            className={cn(
              'mt-3',
              compact && 'text-sm',
              'leading-relaxed',
              look.text,
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
