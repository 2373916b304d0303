import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * "Nothing here": an icon in a pale circle, a heading, a line of help and an optional way on.
 * `page` fills a page of its own (the heading is its h1); otherwise it is a dashed panel inside
 * one (an h2).
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  page = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  page?: boolean;
  children?: ReactNode;
}) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        page ? 'mx-auto max-w-xl px-4 py-24' : 'rounded-xl border border-dashed bg-card px-6 py-16',
      )}
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-full bg-accent',
          page ? 'size-16' : 'size-14',
        )}
      >
        <Icon className={cn(page ? 'size-7' : 'size-6', 'text-gold')} aria-hidden="true" />
      </span>
      <Heading
        className={page ? 'mt-5 text-3xl font-semibold' : 'mt-4 font-serif text-2xl font-semibold'}
      >
        {title}
      </Heading>
      <p className={cn(page ? 'mt-3' : 'mt-2 max-w-md', 'text-muted-foreground')}>{text}</p>
      {children}
    </div>
  );
}
