import { type CustomerOrderStage, customerOrderStage, type OrderStatus } from '@sheesham/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STAGE_STYLE: Record<CustomerOrderStage, string> = {
  Processing: 'bg-accent text-accent-foreground ring-1 ring-gold/40',
  Shipped: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300',
  Delivered: 'bg-emerald-50 text-success ring-1 ring-success/30',
  Cancelled: 'bg-red-50 text-destructive ring-1 ring-destructive/30',
};

/** The customer-facing stage of an order (docs/decisions/006), coloured by stage. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  const stage = customerOrderStage(status);
  return (
    <Badge variant="secondary" className={cn(STAGE_STYLE[stage], className)} data-stage={stage}>
      {stage}
    </Badge>
  );
}
