import { REFUND_STATUS_LABELS, type RefundStatus } from '@sheesham/shared';
import { Badge } from '@/components/ui/badge';

const STYLE: Record<RefundStatus, string> = {
  pending: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
  processed: 'bg-emerald-50 text-success ring-1 ring-success/30',
  failed: 'bg-red-50 text-destructive ring-1 ring-destructive/30',
};

/** Pending / Processed / Failed for one refund. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <Badge variant="secondary" className={STYLE[status]} data-refund-status={status}>
      {REFUND_STATUS_LABELS[status]}
    </Badge>
  );
}
