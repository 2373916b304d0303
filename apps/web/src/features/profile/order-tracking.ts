import {
  type CustomerOrderStage,
  customerOrderStage,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
} from '@sheesham/shared';
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

/** The stages a live order still moves through, in order (docs/decisions/006). */
const CUSTOMER_PATH: readonly CustomerOrderStage[] = ['Processing', 'Shipped', 'Delivered'];

const UPCOMING_NOTES: Partial<Record<CustomerOrderStage, string>> = {
  Shipped: 'We will let you know when it leaves our workshop',
  Delivered: 'Delivery and assembly at your address',
};

/**
 * Track Order's timeline: every recorded status change with its date, the latest one marked
 * current, then the stages still to come (none once delivered or cancelled).
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
  const stage = customerOrderStage(order.status);
  const reached = CUSTOMER_PATH.indexOf(stage);
  if (reached === -1) return steps; // cancelled: nothing more will happen
  for (const upcoming of CUSTOMER_PATH.slice(reached + 1)) {
    steps.push({
      key: `upcoming-${upcoming}`,
      title: upcoming,
      note: UPCOMING_NOTES[upcoming] ?? '',
      state: 'upcoming',
    });
  }
  return steps;
}
