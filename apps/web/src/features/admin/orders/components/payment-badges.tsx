import {
  type Order,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@sheesham/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const PAYMENT_STATUS_STYLE: Record<PaymentStatus, string> = {
  paid: 'bg-emerald-50 text-success ring-1 ring-success/30',
  pending: 'bg-amber-50 text-amber-900 ring-1 ring-amber-300',
  failed: 'bg-red-50 text-destructive ring-1 ring-destructive/30',
  partially_refunded: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
  refunded: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
};

/** Paid / Pending / Failed / Partially refunded / Refunded, each in its own colour (SPEC §4). */
export function PaymentStatusBadge({
  status,
  className,
}: {
  status: PaymentStatus;
  className?: string;
}) {
  return (
    <Badge
      variant="secondary"
      className={cn(PAYMENT_STATUS_STYLE[status], className)}
      data-payment-status={status}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "Cash on Delivery" or "Online Payment", with the payment's status beside it. */
export function PaymentSummary({
  order,
}: {
  order: Pick<Order, 'payment_method' | 'payment_status'>;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{PAYMENT_METHOD_LABELS[order.payment_method]}</span>
      <PaymentStatusBadge status={order.payment_status} />
    </span>
  );
}
