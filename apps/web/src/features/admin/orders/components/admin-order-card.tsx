import { formatRupees, itemCount, ORDER_CHANNEL_LABELS, type Order } from '@sheesham/shared';
import { EyeIcon } from 'lucide-react';
import { OrderCardFrame } from '@/components/orders/order-card-frame';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { OrderStatusMenu } from './order-status-menu';
import { PaymentSummary } from './payment-badges';

interface AdminOrderCardProps {
  order: Order;
  /** Opens the details dialog; focus returns to the button pressed. */
  onViewDetails: (order: Order, button: HTMLButtonElement) => void;
}

function itemsLabel(order: Order): string {
  const count = itemCount(order.items);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** One order in the admin list: who, when, what, how paid, and its status with the Change status menu. */
export function AdminOrderCard({ order, onViewDetails }: AdminOrderCardProps) {
  const headingId = `admin-order-${order.id}-title`;
  return (
    <OrderCardFrame
      order={order}
      headingId={headingId}
      data-testid="admin-order-card"
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      headerClassName="gap-y-1"
      level="h2"
      badge={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          {order.channel !== 'online' && (
            <Badge variant="outline" data-testid="order-channel">
              {ORDER_CHANNEL_LABELS[order.channel]}
              {order.created_by ? ` · ${order.created_by.name}` : ''}
            </Badge>
          )}
        </span>
      }
      headingClassName="min-w-0"
      placed={<time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>}
      total={
        <p className="text-lg font-semibold tabular-nums">{formatRupees(order.total_amount)}</p>
      }
    >
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t pt-4 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)]">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <dt className="text-xs tracking-wide text-muted-foreground uppercase">Customer</dt>
          <dd className="mt-0.5 font-medium break-words">{order.customer_name}</dd>
          <dd className="break-words text-muted-foreground">{order.email}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-muted-foreground uppercase">Items</dt>
          <dd className="mt-0.5 font-medium">{itemsLabel(order)}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-muted-foreground uppercase">Payment</dt>
          <dd className="mt-0.5 font-medium">
            <PaymentSummary order={order} />
          </dd>
        </div>
      </dl>

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t pt-4">
        <Button
          variant="outline"
          size="sm"
          aria-label={`View details of order #${order.number}`}
          onClick={(event) => onViewDetails(order, event.currentTarget)}
        >
          <EyeIcon aria-hidden="true" />
          View Details
        </Button>
        <OrderStatusMenu order={order} />
      </footer>
    </OrderCardFrame>
  );
}
