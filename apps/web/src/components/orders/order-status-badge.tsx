import { ORDER_STATUS_LABELS, type OrderStatus } from '@sheesham/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_STYLE: Record<OrderStatus, string> = {
  new: 'bg-gold text-gold-foreground',
  processing: 'bg-accent text-accent-foreground ring-1 ring-gold/40',
  dispatched: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300',
  delivered: 'bg-emerald-50 text-success ring-1 ring-success/30',
  completed: 'bg-emerald-700 text-white',
  cancelled: 'bg-red-50 text-destructive ring-1 ring-destructive/30',
};

/**
 * An order's status under the one shared label (docs/decisions/013), one colour per status: the
 * same word for the customer (profile, tracking) and for staff (Orders view, dashboard).
 */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <Badge variant="secondary" className={cn(STATUS_STYLE[status], className)} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
