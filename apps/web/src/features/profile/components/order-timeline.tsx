import { CheckIcon, CircleIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../display-format';
import type { TrackingStep } from '../order-tracking';

/** A vertical timeline: a dot per step joined by a line, done steps in gold, future ones muted. */
export function OrderTimeline({ steps, cancelled }: { steps: TrackingStep[]; cancelled: boolean }) {
  return (
    <ol className="relative">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const upcoming = step.state === 'upcoming';
        const cancelledHere = cancelled && step.state === 'current';
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
                !upcoming && !cancelledHere && 'border-gold bg-gold text-gold-foreground',
                cancelledHere && 'border-destructive bg-destructive text-destructive-foreground',
                step.state === 'current' && !cancelledHere && 'ring-4 ring-gold/20',
              )}
            >
              {cancelledHere ? (
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
