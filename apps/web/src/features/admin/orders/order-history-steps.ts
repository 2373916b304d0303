import { ORDER_STATUS_LABELS, type Order } from '@sheesham/shared';
import { recordedHistory } from '@/components/orders/order-history';
import type { TimelineStep } from '@/components/orders/order-timeline';

/**
 * The details dialog's status history: every recorded change, oldest first, the latest marked
 * current, each cancellation drawn as one. Unlike the customer's Track Order it shows no stages
 * still to come: the Change status menu offers what may come next.
 */
export function orderHistorySteps(
  order: Pick<Order, 'status' | 'created_at' | 'history'>,
): TimelineStep[] {
  const history = recordedHistory(order);
  return history.map((entry, index) => {
    const previous = history[index - 1];
    return {
      key: `${index}-${entry.status}`,
      title: ORDER_STATUS_LABELS[entry.status],
      note: previous ? `Changed from ${ORDER_STATUS_LABELS[previous.status]}` : 'Order placed',
      at: entry.at,
      state: index === history.length - 1 ? 'current' : 'done',
      cancelled: entry.status === 'cancelled',
    };
  });
}
