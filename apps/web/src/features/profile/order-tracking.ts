import { nextForward, ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@sheesham/shared';
import { recordedHistory } from '@/components/orders/order-history';
import type { TimelineStep } from '@/components/orders/order-timeline';

const STATUS_NOTES: Record<OrderStatus, string> = {
  new: 'Order placed',
  processing: 'Your order is being prepared',
  dispatched: 'On its way to you',
  delivered: 'Delivered to your address',
  completed: 'Order completed',
  cancelled: 'This order was cancelled',
};

const UPCOMING_NOTES: Partial<Record<OrderStatus, string>> = {
  processing: 'We will start preparing your order',
  dispatched: 'We will let you know when it leaves our workshop',
  delivered: 'Delivery and assembly at your address',
};

/**
 * The statuses still ahead of `status` on the shared table's forward line (docs/decisions/013),
 * up to Delivered: the customer waits for delivery, Completed is staff closing the order.
 */
function upcoming(status: OrderStatus): OrderStatus[] {
  const ahead: OrderStatus[] = [];
  for (let at = status; at !== 'delivered'; ) {
    const next = nextForward(at);
    if (!next) break;
    ahead.push(next);
    at = next;
  }
  return ahead;
}

/**
 * Track Order's timeline: every recorded status change with its date, the latest one marked
 * current, then the statuses still to come, under the same labels staff see (none once
 * delivered, completed or cancelled).
 */
export function trackingSteps(
  order: Pick<Order, 'status' | 'created_at' | 'history'>,
): TimelineStep[] {
  const history = recordedHistory(order);
  const steps: TimelineStep[] = history.map((entry, index) => {
    const current = index === history.length - 1;
    return {
      key: `${index}-${entry.status}`,
      title: ORDER_STATUS_LABELS[entry.status],
      note: STATUS_NOTES[entry.status],
      at: entry.at,
      state: current ? 'current' : 'done',
      // The customer sees a cancellation only where the order ended.
      cancelled: current && order.status === 'cancelled',
    };
  });
  for (const status of upcoming(order.status)) {
    steps.push({
      key: `upcoming-${status}`,
      title: ORDER_STATUS_LABELS[status],
      note: UPCOMING_NOTES[status] ?? '',
      state: 'upcoming',
    });
  }
  return steps;
}
