import type { ComponentProps, ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';

type ListRowCardProps = Omit<ComponentProps<'article'>, 'aria-labelledby'> & {
  /** The heading's id: the card is named by it. */
  headingId: string;
  heading: ReactNode;
  headingClassName?: string;
  /** The line under the heading: who it is from or to. */
  byline: ReactNode;
  /** Badges shown before the time. */
  badges?: ReactNode;
  /** When it was written (ISO), shown in India's time. */
  time: string;
};

/**
 * One card of an admin list of mails or messages: the heading and its byline on the left, the
 * badges and time at the right; on a narrow screen they go below, so the heading gets the width.
 */
export function ListRowCard({
  headingId,
  heading,
  headingClassName,
  byline,
  badges,
  time,
  className,
  children,
  ...article
}: ListRowCardProps) {
  return (
    <article
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}
      {...article}
    >
      <div className="flex flex-col gap-x-4 gap-y-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className={headingClassName}>
            {heading}
          </h2>
          {byline}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {badges}
          <time dateTime={time} className="text-xs text-muted-foreground">
            {formatDateTime(time)}
          </time>
        </div>
      </div>
      {children}
    </article>
  );
}
