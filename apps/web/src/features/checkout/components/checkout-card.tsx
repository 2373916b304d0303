import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A numbered checkout section: a card with a step badge and a serif heading. */
export function CheckoutCard({
  id,
  step,
  title,
  description,
  className,
  children,
}: {
  id: string;
  step?: number;
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('rounded-2xl border bg-card p-5 shadow-sm shadow-primary/5 sm:p-7', className)}
    >
      <div className="mb-6 flex items-start gap-3">
        {step !== undefined && (
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-sm font-semibold text-primary-foreground"
          >
            {step}
          </span>
        )}
        <div>
          <h2 id={`${id}-title`} className="text-xl leading-8 font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
