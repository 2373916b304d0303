import { formatRupees, isCancellable, ORDER_CHANNEL_LABELS, type Order } from '@sheesham/shared';
import { CircleAlertIcon, EyeIcon, MapPinnedIcon, RotateCcwIcon, XCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { OrderCardFrame } from '@/components/orders/order-card-frame';
import { OrderItemsList } from '@/components/orders/order-items-list';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { RefundNotes } from '@/components/orders/refund-notes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { orderCardId } from '../focus-targets';

/** Each action gets the order and the button pressed (dialogs return focus to it). */
type OrderAction = (order: Order, button: HTMLButtonElement) => void;

export interface OrderActions {
  onViewDetails: OrderAction;
  onReorder: (order: Order) => void;
  onTrack: OrderAction;
  onCancel: OrderAction;
}

interface OrderCardProps extends OrderActions {
  order: Order;
  reordering: boolean;
  /** The last cancel attempt on this order failed (SPEC §8 only logs it; the note says so). */
  cancelFailed: boolean;
}

/** The card's actions are all small outline buttons. */
function CardButton(props: ComponentProps<typeof Button>) {
  return <Button variant="outline" size="sm" {...props} />;
}

/** One order in the history: number, stage, date, items, total and what the customer can do. */
export function OrderCard({ order, reordering, cancelFailed, ...actions }: OrderCardProps) {
  const headingId = `${orderCardId(order.id)}-title`;
  return (
    <OrderCardFrame
      order={order}
      headingId={headingId}
      id={orderCardId(order.id)}
      tabIndex={-1}
      data-testid="order-card"
      className="rounded-xl border bg-card p-4 shadow-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring sm:p-6"
      headerClassName="gap-y-2"
      level="h3"
      badge={<OrderStatusBadge status={order.status} />}
      placed={
        <>
          Placed on <time dateTime={order.date}>{formatDate(order.date)}</time>
          {/* A showroom or phone order says so (docs/decisions/023). */}
          {order.channel !== 'online' && ` · ${ORDER_CHANNEL_LABELS[order.channel]} order`}
        </>
      }
      total={
        <div className="text-right">
          <p className="text-xs tracking-wide text-muted-foreground uppercase">Total</p>
          <p className="text-lg font-semibold">{formatRupees(order.total_amount)}</p>
        </div>
      }
    >
      <div className="my-4 border-t pt-4">
        <OrderItemsList items={order.items} />
      </div>
      <RefundNotes refunds={order.refunds} className="mb-4" />

      <div className="grid grid-cols-2 gap-2 border-t pt-4 sm:flex sm:flex-wrap">
        <CardButton onClick={(event) => actions.onViewDetails(order, event.currentTarget)}>
          <EyeIcon aria-hidden="true" />
          View Details
        </CardButton>
        <CardButton disabled={reordering} onClick={() => actions.onReorder(order)}>
          {reordering ? <Spinner className="size-4" /> : <RotateCcwIcon aria-hidden="true" />}
          Reorder
        </CardButton>
        <CardButton onClick={(event) => actions.onTrack(order, event.currentTarget)}>
          <MapPinnedIcon aria-hidden="true" />
          Track Order
        </CardButton>
        {isCancellable(order.status) && (
          <CardButton
            className="border-destructive/40 text-destructive hover:bg-red-50 hover:text-destructive sm:ml-auto"
            onClick={(event) => actions.onCancel(order, event.currentTarget)}
          >
            <XCircleIcon aria-hidden="true" />
            Cancel Order
          </CardButton>
        )}
      </div>
      {cancelFailed && (
        <p role="status" className="mt-3 flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          This order could not be cancelled. Its current status is shown above.
        </p>
      )}
    </OrderCardFrame>
  );
}
