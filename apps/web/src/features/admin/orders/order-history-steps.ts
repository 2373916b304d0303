import type { Order } from '@sheesham/shared';
import { recordedHistory } from '@/components/orders/order-history';
import type { TimelineStep } from '@/components/orders/order-timeline';
import { adminStatusLabel } from './admin-order-status';

/**
 * The details dialog's status history: every recorded change, oldest first, the latest marked
 * current, each cancellation drawn as one. Unlike the customer's Track Order it shows no stages
 * still to come: staff may set any status next (SPEC §4).
 */
export function orderHistorySteps(
  order: Pick<Order, 'status' | 'created_at' | 'history'>,
): TimelineStep[] {
  const history = recordedHistory(order);
  return history.map((entry, index) => {
    const previous = history[index - 1];
    return {
      key: `${index}-${entry.status}`,
      title: adminStatusLabel(entry.status),
      note: previous ? `Changed from ${adminStatusLabel(previous.status)}` : 'Order placed',
      at: entry.at,
      state: index === history.length - 1 ? 'current' : 'done',
      cancelled: entry.status === 'cancelled',
    };
  });
}
