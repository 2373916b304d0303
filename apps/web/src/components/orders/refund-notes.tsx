import { customerRefundLine, type Refund, type RefundStatus } from '@sheesham/shared';
import { CircleAlertIcon, CircleCheckIcon, ClockIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const ICON: Record<RefundStatus, typeof ClockIcon> = {
  pending: ClockIcon,
  processed: CircleCheckIcon,
  failed: CircleAlertIcon,
};

const TONE: Record<RefundStatus, string> = {
  pending: 'border-sky-200 bg-sky-50 text-sky-950',
  processed: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  failed: 'border-destructive/30 bg-red-50 text-red-950',
};

/**
 * What the customer reads about the order's refunds (issue #12): "₹X refunded on …, reaches your
 * account in 5–7 working days", "₹X refunded on …", or that it failed and the shop was told.
 * Nothing when the order has no refund.
 */
export function RefundNotes({ refunds, className }: { refunds: Refund[]; className?: string }) {
  if (refunds.length === 0) return null;
  return (
    <ul className={cn('space-y-2', className)} data-testid="refund-notes">
      {refunds.map((refund) => {
        const Icon = ICON[refund.status];
        return (
          <li
            key={refund.id}
            data-refund-status={refund.status}
            className={cn(
              'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
              TONE[refund.status],
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{customerRefundLine(refund)}</span>
          </li>
        );
      })}
    </ul>
  );
}
