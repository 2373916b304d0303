import { CheckIcon, CircleIcon, XIcon } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';

export interface TimelineStep {
  key: string;
  title: string;
  note: string;
  /** When it happened; absent for steps still to come. */
  at?: string;
  state: 'done' | 'current' | 'upcoming';
  /** Drawn as a cancellation (a red cross) instead of a step done. */
  cancelled?: boolean;
}

/**
 * An order's status history as a vertical timeline, the customer's Track Order and the admin's
 * details alike: a dot per step joined by a line, done steps in gold, steps to come muted, times on
 * the shop's clock.
 */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="relative">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const upcoming = step.state === 'upcoming';
        const cancelled = step.cancelled === true;
        return (
          <li
            key={step.key}
            data-testid="timeline-step"
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[0.9375rem] w-0.5',
                  steps[index + 1]?.state === 'upcoming' ? 'bg-border' : 'bg-gold',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                upcoming && 'border-border bg-card text-muted-foreground',
                !upcoming && !cancelled && 'border-gold bg-gold text-gold-foreground',
                cancelled && 'border-destructive bg-destructive text-destructive-foreground',
                step.state === 'current' && !cancelled && 'ring-4 ring-gold/20',
              )}
            >
              {cancelled ? (
                <XIcon className="size-4" />
              ) : upcoming ? (
                <CircleIcon className="size-2.5" />
              ) : (
                <CheckIcon className="size-4" />
              )}
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn('font-semibold', upcoming && 'text-muted-foreground')}>
                {step.title}
              </p>
              <p className="text-sm text-muted-foreground">{step.note}</p>
              {step.at ? (
                <p className="mt-0.5 text-xs text-muted-foreground">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                </p>
              ) : (
                <p className="mt-0.5 text-xs text-muted-foreground italic">Pending</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
